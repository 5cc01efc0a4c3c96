import { useCallback, useSyncExternalStore } from 'react';
import type {
  BasicInformation,
  ChatExampleSetting,
  ChatStyle,
  EmojiSetting,
  PersonalitySetting,
  ReactionSetting,
} from '@/api/generated/model';
import { getSession } from '@/lib/session';
import { storageKeys } from '@/lib/storage-keys';

// The wizard's answers not saved yet: what the creator typed on a screen they left with Back,
// or before a reload, or what an imported character card brought. Kept per user in
// sessionStorage, so going back, reloading or a failed save never loses anything. A screen's
// draft is dropped once the server holds its answer.
export interface Drafts {
  basicInformation?: Partial<BasicInformation>;
  extroversion?: { level: number };
  personality?: Partial<PersonalitySetting>;
  chatExamples?: Partial<Record<ChatStyle, ChatExampleSetting>>;
  emoji?: EmojiSetting;
  reaction?: ReactionSetting;
  mustKnowInfo?: { items: string[] };
  prohibitedTopics?: { items: string[] };
  welcomeMessage?: { text: string };
}

type Stored = { userId: string; drafts: Drafts };

const listeners = new Set<() => void>();
let cache: Stored | null = null;

const currentUserId = (): string => getSession().user?.id ?? '';

const readRaw = (): string | null => {
  try {
    return sessionStorage.getItem(storageKeys.wizardDrafts);
  } catch {
    return null;
  }
};

// The stored text the cache was read from: when storage changes under us (signed out, which
// clears it), the cache is read again instead of bringing old drafts back.
let cacheRaw: string | null = null;

const load = (): Stored => {
  const userId = currentUserId();
  const raw = readRaw();
  if (cache?.userId === userId && raw === cacheRaw) return cache;
  let drafts: Drafts = {};
  try {
    const parsed = raw ? (JSON.parse(raw) as Stored) : null;
    if (parsed && parsed.userId === userId && typeof parsed.drafts === 'object') drafts = parsed.drafts;
  } catch {
    // A damaged entry is as good as none.
  }
  cache = { userId, drafts };
  cacheRaw = raw;
  return cache;
};

const save = (drafts: Drafts) => {
  cache = { userId: currentUserId(), drafts };
  const raw = JSON.stringify(cache);
  try {
    sessionStorage.setItem(storageKeys.wizardDrafts, raw);
    cacheRaw = raw;
  } catch {
    // Storage full or blocked: the drafts still live in memory for this visit.
    cacheRaw = readRaw();
  }
  listeners.forEach((l) => l());
};

export const getDrafts = (): Drafts => load().drafts;

export const setDraft = <K extends keyof Drafts>(key: K, value: Drafts[K]): void => save({ ...getDrafts(), [key]: value });

export const clearDraft = (key: keyof Drafts): void => {
  const { [key]: _dropped, ...rest } = getDrafts();
  save(rest);
};

export const setChatExampleDraft = (style: ChatStyle, value: ChatExampleSetting | undefined): void => {
  const chatExamples = { ...getDrafts().chatExamples };
  if (value) chatExamples[style] = value;
  else delete chatExamples[style];
  save({ ...getDrafts(), chatExamples });
};

/** Replaces every draft at once (an imported character card). */
export const replaceDrafts = (drafts: Drafts): void => save(drafts);

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The drafts, re-rendering when any changes. */
export const useDrafts = (): Drafts => useSyncExternalStore(subscribe, getDrafts, getDrafts);

/** One screen's draft and a setter. */
export const useDraft = <K extends keyof Drafts>(key: K): [Drafts[K], (value: Drafts[K]) => void] => {
  const drafts = useDrafts();
  const update = useCallback((value: Drafts[K]) => setDraft(key, value), [key]);
  return [drafts[key], update];
};
