import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from './load-once';
import { useLoadedPart } from './use-loaded-part';

// A part of a screen whose code loads once it is wanted (the settings form's later sections).
const part = { Section: () => null };
const failure = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));

describe('useLoadedPart', () => {
  it('loads nothing until the part is wanted, then gives it', async () => {
    const load = vi.fn(() => Promise.resolve(part));
    const chunk = loadOnce(load);
    const { result, rerender } = renderHook(({ wanted }) => useLoadedPart(chunk, wanted), { initialProps: { wanted: false } });
    await act(() => Promise.resolve());
    expect(load).not.toHaveBeenCalled();
    expect(result.current.part).toBeNull();
    rerender({ wanted: true });
    await waitFor(() => expect(result.current.part).toBe(part));
    expect(load).toHaveBeenCalledTimes(1);
    expect(result.current.failed).toBe(false);
  });

  it('gives a part already loaded at once when wanted, and not before', async () => {
    const chunk = loadOnce(() => Promise.resolve(part));
    await chunk.load();
    const notYet = renderHook(() => useLoadedPart(chunk, false));
    expect(notYet.result.current.part).toBeNull();
    const wanted = renderHook(() => useLoadedPart(chunk, true));
    expect(wanted.result.current.part).toBe(part);
  });

  it('says when the load failed, and loads again on retry', async () => {
    const load = vi.fn<() => Promise<typeof part>>(failure);
    const chunk = loadOnce(load);
    const { result } = renderHook(() => useLoadedPart(chunk, true));
    await waitFor(() => expect(result.current.failed).toBe(true));
    expect(result.current.part).toBeNull();
    // No retry of its own: the user asks for it.
    await act(() => Promise.resolve());
    expect(load).toHaveBeenCalledTimes(1);

    load.mockImplementation(() => Promise.resolve(part));
    act(() => result.current.retry());
    expect(result.current.failed).toBe(false);
    await waitFor(() => expect(result.current.part).toBe(part));
    expect(load).toHaveBeenCalledTimes(2);
  });
});
