import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { quietMs, whenSettled } from './when-settled';

// The socket client waits for the first screen: no query fetching for `quietMs` after load,
// or the user's first interaction, whichever comes first.
const settled = (queryClient: QueryClient) => {
  const state = { done: false };
  void whenSettled(queryClient).then(() => (state.done = true));
  return state;
};

describe('whenSettled', () => {
  // No DOM needed: the page counts as loaded, and the window only has to carry events.
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('window', new EventTarget());
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('waits until the queries have been quiet for a while', async () => {
    const queryClient = new QueryClient();
    let answer: (value: string) => void = () => {};
    void queryClient.fetchQuery({ queryKey: ['first-screen'], queryFn: () => new Promise<string>((resolve) => (answer = resolve)) });
    const state = settled(queryClient);

    await vi.advanceTimersByTimeAsync(quietMs * 3);
    expect(state.done).toBe(false);

    answer('data');
    await vi.advanceTimersByTimeAsync(quietMs - 100);
    expect(state.done).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    expect(state.done).toBe(true);
  });

  it('does not wait once the user interacts with the page', async () => {
    const queryClient = new QueryClient();
    void queryClient.fetchQuery({ queryKey: ['slow'], queryFn: () => new Promise<string>(() => {}) });
    const state = settled(queryClient);
    await vi.advanceTimersByTimeAsync(quietMs * 2);
    expect(state.done).toBe(false);

    window.dispatchEvent(new Event('pointerdown'));
    await vi.advanceTimersByTimeAsync(0);
    expect(state.done).toBe(true);
  });

  // Signing in through the form is an interaction that happens before the socket asks: the
  // promise settles at once instead of throwing (a ReferenceError broke every form sign-in).
  it('settles at once when the user has already interacted', async () => {
    window.dispatchEvent(new Event('pointerdown'));
    const queryClient = new QueryClient();
    void queryClient.fetchQuery({ queryKey: ['slow'], queryFn: () => new Promise<string>(() => {}) });
    await expect(whenSettled(queryClient)).resolves.toBeUndefined();
  });
});
