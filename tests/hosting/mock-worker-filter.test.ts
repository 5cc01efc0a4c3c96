import { readFileSync } from 'node:fs';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { mockedPathPrefixes, withMockedPathFilter } from '../../scripts/mock-worker-filter.mjs';

const root = path.resolve(import.meta.dirname, '../..');

/** Evaluates a worker source in a scope of its own; returns its fetch listeners, in order. */
const fetchListenersOf = (source: string) => {
  const listeners: ((event: unknown) => void)[] = [];
  const self = { addEventListener: (type: string, listener: (event: unknown) => void) => type === 'fetch' && listeners.push(listener) };
  runInNewContext(source, { self, URL });
  return listeners;
};

/** Dispatches a fetch for `url` as a browser does: listener after listener until one stops it. */
const dispatch = (listeners: ((event: unknown) => void)[], url: string) => {
  let stopped = false;
  const reached: number[] = [];
  const event = { request: { url }, stopImmediatePropagation: () => (stopped = true) };
  for (const [index, listener] of listeners.entries()) {
    if (stopped) break;
    reached.push(index);
    listener(event);
  }
  return reached;
};

describe("the mock worker's filter (scripts/mock-worker-filter.mjs)", () => {
  const msw = "self.addEventListener('fetch', function (event) { /* msw */ })";
  const listeners = fetchListenersOf(withMockedPathFilter(msw, mockedPathPrefixes(root)));

  it("lets the mock backend's requests reach msw's listener, on any origin", () => {
    expect(listeners).toHaveLength(2);
    for (const url of ['http://127.0.0.1:4173/api/auth/check', 'https://api.example.com/api/chats?page=2', 'http://127.0.0.1:4173/__mock/outbox']) {
      expect(dispatch(listeners, url), url).toEqual([0, 1]);
    }
  });

  it("keeps everything else from msw (the app's code, images, pages)", () => {
    for (const url of ['http://127.0.0.1:4173/assets/index-abc.js', 'http://127.0.0.1:4173/logo.svg', 'http://127.0.0.1:4173/chats/api/x', 'http://127.0.0.1:4173/apiary']) {
      expect(dispatch(listeners, url), url).toEqual([0]);
    }
  });

  it('goes in once, in front of the worker msw wrote', () => {
    const once = withMockedPathFilter(msw, ['/api/']);
    expect(withMockedPathFilter(once, ['/api/'])).toBe(once);
    expect(once.endsWith(msw)).toBe(true);
    const written = readFileSync(path.join(root, 'public/mockServiceWorker.js'), 'utf8');
    expect(written.startsWith(withMockedPathFilter('', mockedPathPrefixes(root)))).toBe(true);
    expect(written).toContain('INTEGRITY_CHECKSUM');
  });
});
