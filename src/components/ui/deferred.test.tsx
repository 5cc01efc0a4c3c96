import { act, fireEvent, render, screen } from '@testing-library/react';
import { flushSync } from 'react-dom';
import { describe, expect, it, vi } from 'vitest';
import { deferred } from './deferred';

// A fake overlay whose "chunk" resolves when the test says so.
const overlay = () => {
  let resolve: () => void = () => {};
  const gate = new Promise<void>((done) => {
    resolve = done;
  });
  const Real = ({ defaultOpen }: { defaultOpen?: boolean }) => (
    <button type="button" data-testid="real" data-open={defaultOpen ? 'yes' : 'no'}>
      trigger
    </button>
  );
  const Deferred = deferred(() => gate.then(() => Real), { openOnPress: true });
  return { Deferred, resolve };
};

describe('a deferred overlay', () => {
  it('shows the placeholder until loaded, and opens on arrival when it was pressed before', async () => {
    const { Deferred, resolve } = overlay();
    render(<Deferred placeholder={<button type="button">trigger</button>} />);
    fireEvent.click(screen.getByRole('button', { name: 'trigger' }));
    expect(screen.queryByTestId('real')).toBeNull();
    await act(async () => resolve());
    expect(await screen.findByTestId('real')).toHaveAttribute('data-open', 'yes');
  });

  it('does not swap in the middle of a press: code that arrives between pointer down and click still opens', async () => {
    const { Deferred, resolve } = overlay();
    render(<Deferred placeholder={<button type="button">trigger</button>} />);
    const placeholder = screen.getByRole('button', { name: 'trigger' });
    fireEvent.pointerDown(placeholder);
    await act(async () => resolve());
    expect(screen.queryByTestId('real')).toBeNull();
    fireEvent.pointerUp(placeholder);
    fireEvent.click(placeholder);
    expect(await screen.findByTestId('real')).toHaveAttribute('data-open', 'yes');
  });

  it("runs the placeholder's own click when the code arrived during the press", async () => {
    // A browser runs microtasks after each listener of an event, so React renders what the
    // wrapper's click listener set before the click reaches React's listener on the root. The
    // element between them flushes React's pending work the same way: a swap made in the
    // wrapper's listener unmounts the placeholder, and React drops a click on an unmounted
    // element (the header's colour-mode press was lost so, once in about 150 journeys).
    const { Deferred, resolve } = overlay();
    const pressed = vi.fn();
    render(
      <div ref={(node) => node?.addEventListener('click', () => flushSync(() => {}))}>
        <Deferred
          placeholder={
            <button type="button" onClick={pressed}>
              trigger
            </button>
          }
        />
      </div>,
    );
    const placeholder = screen.getByRole('button', { name: 'trigger' });
    fireEvent.pointerDown(placeholder);
    await act(async () => resolve());
    fireEvent.pointerUp(placeholder);
    fireEvent.click(placeholder);
    expect(pressed).toHaveBeenCalledTimes(1);
    expect(await screen.findByTestId('real')).toBeInTheDocument();
  });

  it('swaps once a press ends without a click', async () => {
    const { Deferred, resolve } = overlay();
    render(<Deferred placeholder={<button type="button">trigger</button>} />);
    fireEvent.pointerDown(screen.getByRole('button', { name: 'trigger' }));
    await act(async () => resolve());
    fireEvent.pointerUp(window);
    expect(await screen.findByTestId('real')).toHaveAttribute('data-open', 'no');
  });

  it('keeps the focus on the trigger when the placeholder is swapped', async () => {
    const { Deferred, resolve } = overlay();
    render(<Deferred placeholder={<button type="button">trigger</button>} />);
    act(() => screen.getByRole('button', { name: 'trigger' }).focus());
    await act(async () => resolve());
    const real = await screen.findByTestId('real');
    expect(real).toHaveFocus();
    expect(real).toHaveAttribute('data-open', 'no');
  });

  it('loads on the first interaction with the page', async () => {
    const { Deferred, resolve } = overlay();
    render(<Deferred placeholder={<button type="button">trigger</button>} />);
    fireEvent.keyDown(window, { key: 'Tab' });
    await act(async () => resolve());
    expect(await screen.findByTestId('real')).toHaveAttribute('data-open', 'no');
  });
});
