import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../tests/render';
import { AutoResizeTextarea } from './auto-resize-textarea';

// The chat's message box grows with its text. Where the browser sizes fields itself (CSS
// `field-sizing`), no code does it; elsewhere zag.js's helper is loaded and attached.
const attached = vi.hoisted(() => ({ elements: [] as HTMLTextAreaElement[], stopped: 0 }));
vi.mock('@zag-js/auto-resize', () => ({
  autoresizeTextarea: (element: HTMLTextAreaElement) => {
    attached.elements.push(element);
    return () => {
      attached.stopped += 1;
    };
  },
}));

const renderBox = () => renderWithProviders(<AutoResizeTextarea aria-label="Message" maxH="40" rows={1} />);

describe('AutoResizeTextarea', () => {
  afterEach(() => {
    attached.elements = [];
    attached.stopped = 0;
    vi.unstubAllGlobals();
  });

  it('has the helper measure it where the browser cannot, and stops it when the box goes', async () => {
    vi.stubGlobal('CSS', { supports: () => false });
    const { unmount } = renderBox();
    const box = await screen.findByRole('textbox', { name: 'Message' });
    // The helper is its own chunk: the first load in a run also transforms it.
    await waitFor(() => expect(attached.elements).toEqual([box]), { timeout: 5_000 });
    unmount();
    expect(attached.stopped).toBe(1);
  });

  it('leaves it to CSS where the browser sizes fields itself: no helper', async () => {
    const supports = vi.fn((property: string, value: string) => property === 'field-sizing' && value === 'content');
    vi.stubGlobal('CSS', { supports });
    renderBox();
    const box = await screen.findByRole('textbox', { name: 'Message' });
    expect(supports).toHaveBeenCalledWith('field-sizing', 'content');
    // Give a load that should not happen the time to arrive.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(attached.elements).toEqual([]);
    expect(getComputedStyle(box).getPropertyValue('field-sizing')).toBe('content');
  });

  it('starts a box of several rows that tall where CSS sizes it, as the helper does', async () => {
    vi.stubGlobal('CSS', { supports: (property: string, value: string) => property === 'field-sizing' && value === 'content' });
    renderWithProviders(<AutoResizeTextarea aria-label="Bio" rows={3} pt="8px" pb="8px" borderWidth="1px" />);
    const box = await screen.findByRole('textbox', { name: 'Bio' });
    // 3 lines, plus 8px of padding and 1px of border on each side.
    expect(box.style.minHeight).toBe('calc(3lh + 18px)');
    renderWithProviders(<AutoResizeTextarea aria-label="Message" rows={1} />);
    expect((await screen.findByRole('textbox', { name: 'Message' })).style.minHeight).toBe('');
  });
});
