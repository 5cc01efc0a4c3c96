import type { RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { loadFirstRoute, preloadFirstRouteCode } from './app-routes';
import { PrefetchCache, type RouteBoot } from './route-page';

// A mock build loads the first screen's code while its mock backend starts, and its data only
// after (src/app/mount.tsx): the code needs no backend, the data does.
const boot = () => ({ preload: vi.fn(() => Promise.resolve()), prefetch: vi.fn(() => Promise.resolve()) }) satisfies RouteBoot;

const table = () => {
  // Only screens prefetch (routes.tsx): one prefetch per address, which the screen reads.
  const layout = { preload: vi.fn(() => Promise.resolve()) } satisfies RouteBoot;
  const chats = boot();
  const profile = boot();
  const routes: RouteObject[] = [{ path: '/', handle: layout, children: [{ path: 'chats', handle: chats }, { path: 'profile', handle: profile }] }];
  return { routes, layout, chats, profile };
};

describe('the first route', () => {
  it('preloads the code of the layouts and page at the address, and asks for no data', () => {
    const { routes, layout, chats, profile } = table();
    preloadFirstRouteCode(routes, { pathname: '/chats', search: '', hash: '' });
    expect(layout.preload).toHaveBeenCalledOnce();
    expect(chats.preload).toHaveBeenCalledOnce();
    expect(profile.preload).not.toHaveBeenCalled();
    for (const route of [chats, profile]) expect(route.prefetch).not.toHaveBeenCalled();
  });

  it('leaves a failed chunk to the first render, which shows the error: no unhandled rejection', () => {
    const { routes, chats } = table();
    const failed = Promise.reject(new Error('chunk failed'));
    // A rejection is handled once something passes `then` a handler for it (`catch` does).
    const then = vi.spyOn(failed, 'then');
    chats.preload.mockReturnValue(failed);
    preloadFirstRouteCode(routes, { pathname: '/chats', search: '', hash: '' });
    expect(then).toHaveBeenCalledWith(undefined, expect.any(Function));
  });

  it('then loads code and data together once the backend is there', async () => {
    const { routes, chats } = table();
    await loadFirstRoute(routes, { pathname: '/chats', search: '', hash: '' }, new PrefetchCache());
    expect(chats.preload).toHaveBeenCalledOnce();
    expect(chats.prefetch).toHaveBeenCalledWith({ params: {}, pathname: '/chats' });
  });
});
