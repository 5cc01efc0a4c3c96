import { act, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { Outlet, type RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import settledMarkFile from '@/lib/realtime/settled-mark.json';
import { useRouteData } from '@/lib/router/route-data';
import { seedSession, testUser } from '../../../tests/render';
import { renderApp } from '../../../tests/render-app';
import { RouteErrorBoundary } from './route-error-boundary';
import { page, RoutePage } from './route-page';

// Declarative navigations run in startTransition: a screen whose code or data is not in yet
// suspends, and the screen before it stays (no root spinner, no blank page).

const deferred = <T,>() => {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
};

const First = () => <h1>First</h1>;
const Second = () => <h1>Second: {useRouteData<string>()}</h1>;

const table = (second: RouteObject['element']): RouteObject[] => [
  {
    path: '/',
    element: (
      <main>
        <RouteErrorBoundary>
          <Outlet />
        </RouteErrorBoundary>
      </main>
    ),
    children: [
      { path: 'one', element: <First /> },
      { path: 'two', element: second },
    ],
  },
];

const heading = () => document.querySelector('h1')?.textContent;

describe('a route page', () => {
  it("keeps the screen before on show until the next one's code and data are in", async () => {
    seedSession({ user: testUser() });
    const code = deferred<{ default: ComponentType }>();
    const data = deferred<string>();
    const { router } = renderApp('/one', { routes: table(<RoutePage page={page(() => code.promise, [])} prefetch={() => data.promise} />) });
    expect((await screen.findByRole('heading')).textContent).toBe('First');

    await act(async () => router.navigate('/two'));
    await act(async () => code.resolve({ default: Second }));
    expect(heading()).toBe('First');
    expect(screen.queryByTestId('loading-overlay')).toBeNull();

    await act(async () => data.resolve('ready'));
    expect(heading()).toBe('Second: ready');
  });

  it("shows the route's error page when its prefetch fails, and leaves it on the next navigation", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    seedSession({ user: testUser() });
    const data = deferred<string>();
    const { router } = renderApp('/one', { routes: table(<RoutePage page={page(async () => ({ default: Second }), [])} prefetch={() => data.promise} />) });
    expect((await screen.findByRole('heading')).textContent).toBe('First');

    await act(async () => router.navigate('/two'));
    await act(async () => data.reject(new Error('Broken')));
    expect(screen.getByTestId('error-page')).toHaveAttribute('data-status', '500');
    expect(heading()).toBe('Broken');
    expect(log).toHaveBeenCalledWith(expect.stringContaining('error page shown (status 500)'), expect.anything());

    await act(async () => router.navigate('/one'));
    expect(heading()).toBe('First');
  });

  it('marks the timeline when the first screen commits, not while it waits for its code, and only once', async () => {
    performance.clearMarks(settledMarkFile.drawn);
    const marks = () => performance.getEntriesByName(settledMarkFile.drawn, 'mark');
    seedSession({ user: testUser() });
    const code = deferred<{ default: ComponentType }>();
    const { router } = renderApp('/two', { routes: table(<RoutePage page={page(() => code.promise, [])} prefetch={async () => 'ready'} />) });
    await act(async () => undefined);
    expect(marks()).toHaveLength(0);
    await act(async () => code.resolve({ default: Second }));
    expect(heading()).toBe('Second: ready');
    expect(marks()).toHaveLength(1);
    await act(async () => router.navigate('/one'));
    await act(async () => router.navigate('/two'));
    expect(heading()).toBe('Second: ready');
    expect(marks()).toHaveLength(1);
  });
});
