import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '@/lib/storage-keys';
import { ColorModeProvider, useColorMode, type ColorMode } from './color-mode';

const html = document.documentElement;
let systemDark = false;
const systemListeners = new Set<() => void>();

beforeEach(() => {
  html.className = '';
  html.style.colorScheme = '';
  systemDark = false;
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return query.includes('dark') && systemDark;
    },
    addEventListener: (_: string, listener: () => void) => systemListeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => systemListeners.delete(listener),
  }));
});

afterEach(() => {
  vi.unstubAllGlobals();
  systemListeners.clear();
  // Other files share this jsdom: leave <html> in the light mode they draw in.
  html.className = 'light';
  html.style.colorScheme = 'light';
});

const Probe = () => {
  const { colorMode, setColorMode, toggleColorMode } = useColorMode();
  return (
    <>
      <output>{colorMode}</output>
      <button onClick={toggleColorMode}>toggle</button>
      <button onClick={() => setColorMode('dark')}>dark</button>
    </>
  );
};

const renderProvider = (forcedTheme?: ColorMode) =>
  render(
    <ColorModeProvider forcedTheme={forcedTheme}>
      <Probe />
    </ColorModeProvider>,
  );

const transitionPauses = () => [...document.head.querySelectorAll('style')].filter((style) => style.textContent?.includes('transition:none'));

describe('ColorModeProvider', () => {
  it('follows the system on a first visit, and shows it on <html> without pausing transitions', () => {
    systemDark = true;
    renderProvider();
    expect(screen.getByRole('status')).toHaveTextContent('dark');
    expect(html).toHaveClass('dark');
    expect(html).not.toHaveClass('light');
    expect(html.style.colorScheme).toBe('dark');
    expect(transitionPauses()).toEqual([]);
  });

  it('shows the remembered mode over the system one', () => {
    localStorage.setItem(storageKeys.colorMode, 'light');
    systemDark = true;
    renderProvider();
    expect(html).toHaveClass('light');
    expect(html.style.colorScheme).toBe('light');
  });

  it('writes nothing to <html> when the mode is already there (a write restyles every element)', async () => {
    html.className = 'light';
    html.style.colorScheme = 'light';
    const writes: MutationRecord[] = [];
    const observer = new MutationObserver((records) => writes.push(...records));
    observer.observe(html, { attributes: true });
    renderProvider();
    await Promise.resolve();
    observer.disconnect();
    expect(writes.map((record) => record.attributeName)).toEqual([]);
  });

  it('switches, remembers the choice, and pauses transitions only for the switch', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      renderProvider();
      expect(html).toHaveClass('light');
      await act(async () => screen.getByRole('button', { name: 'toggle' }).click());
      expect(html).toHaveClass('dark');
      expect(html).not.toHaveClass('light');
      expect(html.style.colorScheme).toBe('dark');
      expect(localStorage.getItem(storageKeys.colorMode)).toBe('dark');
      expect(transitionPauses()).toHaveLength(1);
      vi.advanceTimersByTime(1);
      expect(transitionPauses()).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('follows the system when it changes, unless a mode was chosen', async () => {
    renderProvider();
    systemDark = true;
    act(() => systemListeners.forEach((listener) => listener()));
    expect(html).toHaveClass('dark');
    await userEvent.click(screen.getByRole('button', { name: 'toggle' }));
    expect(html).toHaveClass('light');
    systemDark = false;
    act(() => systemListeners.forEach((listener) => listener()));
    systemDark = true;
    act(() => systemListeners.forEach((listener) => listener()));
    expect(html).toHaveClass('light');
  });

  it("follows another tab's switch", () => {
    renderProvider();
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: storageKeys.colorMode, newValue: 'dark' }));
    });
    expect(html).toHaveClass('dark');
    expect(screen.getByRole('status')).toHaveTextContent('dark');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'something.else', newValue: 'light' }));
    });
    expect(html).toHaveClass('dark');
  });

  it('shows a pinned mode whatever is remembered', async () => {
    localStorage.setItem(storageKeys.colorMode, 'dark');
    renderProvider('light');
    expect(html).toHaveClass('light');
    await userEvent.click(screen.getByRole('button', { name: 'dark' }));
    expect(html).toHaveClass('light');
  });
});
