import type { PersistenceAdapter } from './store';

/** The browser keeps the mock database in localStorage, so state survives a reload. */
export const mockDbStorageKey = 'kizuna.mockDb';

export const localStoragePersistence = (storage: Storage = localStorage): PersistenceAdapter => ({
  load: () => {
    const text = storage.getItem(mockDbStorageKey);
    return text ? (JSON.parse(text) as unknown) : null;
  },
  save: (data) => {
    // Named in the page's performance timeline: the chat benchmark (scripts/bench-chat.mjs)
    // tells the mock backend's work, which runs on the page's thread, from the app's.
    const start = performance.now();
    storage.setItem(mockDbStorageKey, JSON.stringify(data));
    performance.measure('mock:save', { start, end: performance.now() });
  },
  clear: () => storage.removeItem(mockDbStorageKey),
});
