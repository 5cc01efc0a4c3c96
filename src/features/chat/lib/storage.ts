// Per-chat things that must survive a reload, navigation or an error: the draft, and
// messages that were not confirmed as sent (with the Idempotency-Key their retry reuses).
const draftKey = (userId: string, agentName: string) => `kizuna.chatDraft.${userId}.${agentName}`;
const outboxKey = (userId: string, agentName: string) => `kizuna.chatOutbox.${userId}.${agentName}`;

export interface UnsentMessage {
  localId: string;
  text: string;
  idempotencyKey: string;
  createdAt: string;
}

const read = (key: string): string | null => {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
};

const write = (key: string, value: string | null): void => {
  try {
    if (value === null || value === '') localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Storage full or blocked: the draft still lives on screen.
  }
};

export const loadDraft = (userId: string, agentName: string): string => read(draftKey(userId, agentName)) ?? '';
export const saveDraft = (userId: string, agentName: string, text: string): void => write(draftKey(userId, agentName), text);

const isUnsent = (value: unknown): value is UnsentMessage => {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.localId === 'string' && typeof v.text === 'string' && typeof v.idempotencyKey === 'string' && typeof v.createdAt === 'string';
};

export const loadOutbox = (userId: string, agentName: string): UnsentMessage[] => {
  const raw = read(outboxKey(userId, agentName));
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter(isUnsent) : [];
  } catch {
    return [];
  }
};

export const saveOutbox = (userId: string, agentName: string, items: UnsentMessage[]): void =>
  write(outboxKey(userId, agentName), items.length ? JSON.stringify(items) : null);
