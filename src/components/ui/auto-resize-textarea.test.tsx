import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../tests/render';
import { AutoResizeTextarea } from './auto-resize-textarea';

// The chat's message box grows with its text. Where the browser sizes fields itself (CSS
// `field-sizing`), no code does it; elsewhere zag.js's helper is loaded and attached. The
// helper is the real one: on input it sets the box's height (jsdom measures 0, so a height in
// px is its mark), one animation frame later.
const renderBox = () => renderWithProviders(<AutoResizeTextarea aria-label="Message" maxH="40" rows={1} />);

/** Two animation frames: long enough for a resize the helper would make on input. */
const twoFrames = () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));

describe('AutoResizeTextarea', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('has the helper measure it where the browser cannot, and stops it when the box goes', async () => {
    vi.stubGlobal('CSS', { supports: () => false });
    const { unmount } = renderBox();
    const box = await screen.findByRole<HTMLTextAreaElement>('textbox', { name: 'Message' });
    expect(box.style.height).toBe('');
    // The helper is its own chunk: it starts measuring once it has arrived.
    await waitFor(
      () => {
        fireEvent.input(box);
        expect(box.style.height).toMatch(/^\d+(\.\d+)?px$/);
      },
      { timeout: 5_000 },
    );
    unmount();
    // A resize already asked for lands in the next frame; after that, input moves nothing.
    await twoFrames();
    box.style.height = '';
    fireEvent.input(box);
    await twoFrames();
    expect(box.style.height).toBe('');
  });

  it('leaves it to CSS where the browser sizes fields itself: no helper', async () => {
    const supports = vi.fn((property: string, value: string) => property === 'field-sizing' && value === 'content');
    vi.stubGlobal('CSS', { supports });
    renderBox();
    const box = await screen.findByRole('textbox', { name: 'Message' });
    expect(supports).toHaveBeenCalledWith('field-sizing', 'content');
    fireEvent.input(box);
    await twoFrames();
    expect(box.style.height).toBe('');
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
