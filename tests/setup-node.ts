import { afterEach } from 'vitest';

// The node project (mocks/, tests/contract, DOM-free logic in src/) runs without jsdom, which
// costs about a second of set-up per file. The app's token storage and the mock backend's
// session still read Web Storage, so an in-memory one stands in for localStorage and
// sessionStorage; it is emptied after every test like the DOM project's.
class MemoryStorage implements Storage {
  #items = new Map<string, string>();
  get length(): number {
    return this.#items.size;
  }
  clear(): void {
    this.#items.clear();
  }
  getItem(key: string): string | null {
    return this.#items.get(key) ?? null;
  }
  key(index: number): string | null {
    return [...this.#items.keys()][index] ?? null;
  }
  removeItem(key: string): void {
    this.#items.delete(key);
  }
  setItem(key: string, value: string): void {
    this.#items.set(key, String(value));
  }
}

const globals = globalThis as { localStorage?: Storage; sessionStorage?: Storage };
globals.localStorage ??= new MemoryStorage();
globals.sessionStorage ??= new MemoryStorage();

afterEach(() => {
  globals.localStorage?.clear();
  globals.sessionStorage?.clear();
});
