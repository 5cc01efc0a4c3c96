import { getResponse, HttpHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { handlers } from './handlers';
import { everyHandlerOf } from './http/dispatch';
import { isMockedPath } from '../scripts/mock-worker-filter.mjs';
import mockedPaths from './mocked-paths.json';

// The browser's mock service worker hands only these paths to the mock backend
// (scripts/mock-worker-filter.mjs): a handler anywhere else would never be asked in the browser.
const isMocked = (pathname: string) => isMockedPath(pathname, mockedPaths.prefixes);

describe('the paths the mock backend answers (mocks/mocked-paths.json)', () => {
  it('hold the address of every handler', () => {
    const paths = everyHandlerOf(handlers).flatMap((handler) => (handler instanceof HttpHandler && typeof handler.info.path === 'string' ? [handler.info.path] : []));
    expect(paths.length).toBeGreaterThan(50);
    // The handlers match any origin (`*/api/...`): the app's API base may be another host.
    expect(paths.filter((path) => !path.startsWith('*/') || !isMocked(path.slice(1)))).toEqual([]);
  });

  it('are the only ones the handlers answer, the ones matched by a rule included', async () => {
    for (const pathname of ['/', '/assets/index-abc.js', '/logo.svg', '/chats/aoi_draws', '/socket.io/']) {
      expect(isMocked(pathname), pathname).toBe(false);
      expect(await getResponse(handlers, new Request(`http://127.0.0.1${pathname}`)), pathname).toBeUndefined();
    }
    expect(await getResponse(handlers, new Request('http://127.0.0.1/api/nowhere'))).toBeDefined();
  });
});
