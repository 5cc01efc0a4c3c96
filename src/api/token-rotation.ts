// The last token rotation of this browser ("token A was replaced by token B"), kept where every
// tab reads the same thing at the same time. Why not localStorage: Chromium propagates a
// localStorage write to the other tabs' processes asynchronously, so a tab that is granted the
// refresh lock right after the winner released it can still read the replaced token there and
// refresh a second time (the two-tab journey caught it: both tabs refreshed in 2 of 10 runs).
// IndexedDB transactions are ordered by the browser: a read that starts after the winner's write
// has committed (the winner commits before it releases the lock) sees that write.
export interface Rotation {
  from: string | null;
  to: string;
}

export interface RotationStore {
  read(): Promise<Rotation | null>;
  write(rotation: Rotation): Promise<void>;
  clear(): Promise<void>;
}

const dbName = 'kizuna';
const storeName = 'session';
const key = 'tokenRotation';

const done = <T>(request: IDBRequest<T>): Promise<T> =>
  new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });

const committed = (transaction: IDBTransaction): Promise<void> =>
  new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB transaction failed'));
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB transaction aborted'));
  });

const isRotation = (value: unknown): value is Rotation =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Rotation).to === 'string' &&
  ((value as Rotation).from === null || typeof (value as Rotation).from === 'string');

let opened: Promise<IDBDatabase> | null = null;
const open = (): Promise<IDBDatabase> => {
  opened ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(dbName, 1);
    request.onupgradeneeded = () => {
      if (!request.result.objectStoreNames.contains(storeName)) request.result.createObjectStore(storeName);
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB did not open'));
    request.onblocked = () => reject(new Error('IndexedDB open blocked'));
  }).catch((error: unknown) => {
    opened = null;
    throw error;
  });
  return opened;
};

/** IndexedDB where the browser has it; every failure reads as "no record" (the caller then refreshes, as before). */
const indexedDbStore: RotationStore = {
  read: async () => {
    try {
      const db = await open();
      const value: unknown = await done(db.transaction(storeName, 'readonly').objectStore(storeName).get(key));
      return isRotation(value) ? { from: value.from, to: value.to } : null;
    } catch {
      return null;
    }
  },
  write: async (rotation) => {
    try {
      const db = await open();
      const transaction = db.transaction(storeName, 'readwrite');
      transaction.objectStore(storeName).put(rotation, key);
      await committed(transaction);
    } catch {
      // Without the record another tab may refresh once more; nothing is lost.
    }
  },
  clear: async () => {
    try {
      const db = await open();
      const transaction = db.transaction(storeName, 'readwrite');
      transaction.objectStore(storeName).delete(key);
      await committed(transaction);
    } catch {
      // Nothing to clear.
    }
  },
};

const noStore: RotationStore = { read: async () => null, write: async () => {}, clear: async () => {} };

let store: RotationStore = typeof indexedDB === 'undefined' ? noStore : indexedDbStore;

export const rotationStore = (): RotationStore => store;

/** Tests give every simulated tab one shared store. */
export const setRotationStore = (next: RotationStore): void => {
  store = next;
};
