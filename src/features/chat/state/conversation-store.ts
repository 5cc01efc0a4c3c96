import type { Message } from '@/api/generated/model';

// One conversation's messages, outside React. The list subscribes only to the ordered ids;
// each row subscribes to its own entry, so a streaming reply re-renders one row, not the
// list (see docs/decisions/chat-virtualisation.md).

export type EntryStatus = 'sent' | 'pending' | 'failed' | 'streaming';

export interface ChatEntry {
  /** The message id, or a local id (`local:…`) until the server has stored it. */
  id: string;
  message: Message;
  status: EntryStatus;
  /** With a user message that is pending or failed: the key its retry reuses. */
  idempotencyKey?: string;
  /** With a failed send: the error's name. */
  errorName?: string;
}

/** The id of the typing indicator row, while the agent composes. */
export const typingId = 'typing';

type Listener = () => void;

export class ConversationStore {
  private ids: readonly string[] = [];
  private readonly entries = new Map<string, ChatEntry>();
  private readonly listListeners = new Set<Listener>();
  private readonly rowListeners = new Map<string, Set<Listener>>();
  /** How many rows were ever put in front: Virtuoso's firstItemIndex moves down by it. */
  private prependedCount = 0;

  readonly getIds = (): readonly string[] => this.ids;
  readonly getPrepended = (): number => this.prependedCount;
  readonly get = (id: string): ChatEntry | undefined => this.entries.get(id);
  readonly has = (id: string): boolean => this.entries.has(id);

  readonly subscribeList = (listener: Listener): (() => void) => {
    this.listListeners.add(listener);
    return () => this.listListeners.delete(listener);
  };

  readonly subscribeRow = (id: string, listener: Listener): (() => void) => {
    const set = this.rowListeners.get(id) ?? new Set();
    set.add(listener);
    this.rowListeners.set(id, set);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.rowListeners.delete(id);
    };
  };

  private emitList() {
    this.listListeners.forEach((l) => l());
  }

  private emitRow(id: string) {
    this.rowListeners.get(id)?.forEach((l) => l());
  }

  entriesInOrder(): ChatEntry[] {
    return this.ids.flatMap((id) => this.entries.get(id) ?? []);
  }

  /** Replaces everything (a first page, a restart). */
  reset(messages: Message[]) {
    this.entries.clear();
    this.ids = messages.map((m) => m.id);
    for (const m of messages) this.entries.set(m.id, { id: m.id, message: m, status: 'sent' });
    this.prependedCount = 0;
    this.emitList();
    this.rowListeners.forEach((_, id) => this.emitRow(id));
  }

  /** Older messages (oldest first) in front of the history; ones already held are skipped. */
  prepend(messages: Message[]) {
    const fresh = messages.filter((m) => !this.entries.has(m.id));
    if (fresh.length === 0) return;
    for (const m of fresh) this.entries.set(m.id, { id: m.id, message: m, status: 'sent' });
    this.ids = [...fresh.map((m) => m.id), ...this.ids];
    this.prependedCount += fresh.length;
    this.emitList();
  }

  /** Adds an entry at the end, before the typing indicator; an entry already held is updated. */
  append(entry: ChatEntry) {
    if (this.entries.has(entry.id)) {
      this.update(entry.id, entry);
      return;
    }
    this.entries.set(entry.id, entry);
    const withoutTyping = this.ids.filter((id) => id !== typingId);
    const typing = this.ids.length !== withoutTyping.length;
    this.ids = typing ? [...withoutTyping, entry.id, typingId] : [...withoutTyping, entry.id];
    this.emitList();
  }

  update(id: string, patch: Partial<ChatEntry>) {
    const current = this.entries.get(id);
    if (!current) return;
    this.entries.set(id, { ...current, ...patch, id });
    this.emitRow(id);
  }

  /** Gives a local entry its stored id, in place; drops it if the stored one arrived first. */
  rename(localId: string, entry: ChatEntry) {
    if (!this.entries.has(localId)) return;
    this.entries.delete(localId);
    if (this.entries.has(entry.id)) {
      this.ids = this.ids.filter((id) => id !== localId);
    } else {
      this.ids = this.ids.map((id) => (id === localId ? entry.id : id));
    }
    this.entries.set(entry.id, entry);
    this.emitList();
    this.emitRow(entry.id);
  }

  remove(id: string) {
    if (!this.entries.delete(id)) return;
    this.ids = this.ids.filter((x) => x !== id);
    this.emitList();
  }

  setTyping(on: boolean) {
    const has = this.ids.includes(typingId);
    if (on === has) return;
    this.ids = on ? [...this.ids, typingId] : this.ids.filter((id) => id !== typingId);
    this.emitList();
  }

  /** Pending or failed sends, which leaving the page could lose. */
  hasUnsent(): boolean {
    for (const entry of this.entries.values()) if (entry.status === 'pending') return true;
    return false;
  }
}
