import { act, render, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Channel } from '@/api/generated/model';
import { TimeLeft, useFreeOffer } from './free-offer';

const start = new Date('2026-11-29T12:00:00.000Z').getTime();
const channelClosingIn = (ms: number, freeMessagesLeft = 3) => ({ freeMessagesExpireAt: new Date(start + ms).toISOString(), freeMessagesLeft }) as Channel;

describe('the welcome offer', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(start);
  });
  afterEach(() => vi.useRealTimers());

  it('runs until its window closes, re-rendering the screen then, not every second', () => {
    let renders = 0;
    const { result } = renderHook(() => {
      renders += 1;
      return useFreeOffer(channelClosingIn(5_000));
    });
    expect(result.current).toEqual({ kind: 'running', expiresAt: new Date(start + 5_000).toISOString(), left: 3 });
    const first = renders;
    act(() => vi.advanceTimersByTime(4_000));
    expect(renders).toBe(first);
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current).toEqual({ kind: 'expired' });
    expect(renders).toBe(first + 1);
  });

  it('is over at once when its window has closed, used up when no free message is left, and absent without one', () => {
    expect(renderHook(() => useFreeOffer(channelClosingIn(-1))).result.current).toEqual({ kind: 'expired' });
    expect(renderHook(() => useFreeOffer(channelClosingIn(60_000, 0))).result.current).toEqual({ kind: 'used' });
    expect(renderHook(() => useFreeOffer({ freeMessagesLeft: 3 } as Channel)).result.current).toEqual({ kind: 'none' });
    expect(renderHook(() => useFreeOffer(undefined)).result.current).toEqual({ kind: 'none' });
  });

  it('counts the time left down every second where it is shown', () => {
    render(
      <p data-testid="left">
        <TimeLeft until={new Date(start + 3_662_000).toISOString()} render={(time) => `free for ${time}`} />
      </p>,
    );
    expect(screen.getByTestId('left')).toHaveTextContent('free for 01:01:02');
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.getByTestId('left')).toHaveTextContent('free for 01:01:01');
    act(() => vi.advanceTimersByTime(3_661_000));
    expect(screen.getByTestId('left')).toHaveTextContent('free for 00:00:00');
  });
});
