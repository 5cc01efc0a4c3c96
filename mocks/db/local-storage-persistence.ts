import type { PersistenceAdapter } from './store';

/** The browser keeps the mock database in localStorage, so state survives a reload. */
export const mockDbStorageKey = 'kizuna.mockDb';

export const localStoragePersistence = (storage: Storage = localStorage): PersistenceAdapter => ({
  load: () => {
    const text = storage.getItem(mockDbStorageKey);
    return text ? (JSON.parse(text) as unknown) : null;
  },
  save: (data) => storage.setItem(mockDbStorageKey, JSON.stringify(data)),
  clear: () => storage.removeItem(mockDbStorageKey),
});
