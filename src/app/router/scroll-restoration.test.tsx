import { act, render } from '@testing-library/react';
import { Routes, Route } from 'react-router';
import { beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { AppRouter } from '@/lib/router/app-router';
import { createTestRouter } from '../../../tests/test-router';
import { ScrollRestoration } from './scroll-restoration';

let scrollTo: MockInstance<typeof window.scrollTo>;
beforeEach(() => {
  scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
const scrolledTo = (y: number) => {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
};

const open = (route: string) => {
  const router = createTestRouter(route);
  render(
    <AppRouter history={router}>
      <ScrollRestoration />
      <Routes>
        <Route path="*" element={<p id="section">page</p>} />
      </Routes>
    </AppRouter>,
  );
  return router;
};

describe('scroll restoration', () => {
  it('opens a new screen at the top and puts Back where the reader was', async () => {
    const router = open('/a');
    scrolledTo(640);
    scrollTo.mockClear();
    await act(async () => router.navigate('/b'));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    scrolledTo(120);
    await act(async () => router.go(-1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 640);
    await act(async () => router.go(1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 120);
  });

  it('opens a pushed screen at the top even when it was visited before', async () => {
    const router = open('/a');
    scrolledTo(300);
    await act(async () => router.navigate('/b'));
    scrollTo.mockClear();
    await act(async () => router.navigate('/a'));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  });

  it('keeps the positions across a reload', async () => {
    const router = open('/a');
    scrolledTo(450);
    window.dispatchEvent(new Event('pagehide'));
    const saved = JSON.parse(sessionStorage.getItem('kizuna.scrollPositions') ?? '{}') as Record<string, number>;
    expect(saved[router.location.key]).toBe(450);
  });
});
