// The mock build's service worker is msw's (`msw init`), with one listener of ours in front.
// msw's worker sends every request a page makes to that page's main thread and waits for the
// answer, the app's own scripts and images included, which it then fetches itself: each lazy
// chunk waited on a busy main thread and came back through the worker. Ours lets only the
// paths the mock backend answers (mocks/mocked-paths.json) reach msw's listener; the rest go
// to the network as if there were no worker (no `respondWith`).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const marker = '// Kizuna: only the mock backend\'s paths go to msw';

/** The paths the mock backend answers (mocks/mocked-paths.json). */
export const mockedPathPrefixes = (root) => JSON.parse(readFileSync(path.join(root, 'mocks/mocked-paths.json'), 'utf8')).prefixes;

/** Whether the mock backend answers `pathname`: written once, and put into the worker as it is. */
export const isMockedPath = (pathname, prefixes) => prefixes.some((prefix) => pathname.startsWith(prefix));

/** msw's worker source with the filter in front (once, however often it is applied). */
export const withMockedPathFilter = (workerSource, prefixes) => {
  if (workerSource.startsWith(marker)) return workerSource;
  const filter = [
    marker,
    '// (scripts/mock-worker-filter.mjs). Registered first, it stops msw\'s listener for any other',
    '// request, which the browser then fetches as it would without a worker.',
    `const mockedPathPrefixes = ${JSON.stringify(prefixes)}`,
    `const isMockedPath = ${isMockedPath.toString()}`,
    "self.addEventListener('fetch', function (event) {",
    '  if (!isMockedPath(new URL(event.request.url).pathname, mockedPathPrefixes)) event.stopImmediatePropagation()',
    '})',
    '',
  ].join('\n');
  return `${filter}\n${workerSource}`;
};

/** Puts the filter in front of public/mockServiceWorker.js (after `msw init` wrote it). */
export const filterMockWorker = (root) => {
  const file = path.join(root, 'public/mockServiceWorker.js');
  writeFileSync(file, withMockedPathFilter(readFileSync(file, 'utf8'), mockedPathPrefixes(root)));
};
