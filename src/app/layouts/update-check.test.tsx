import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppToaster } from '@/components/ui/toaster';
import { i18nObject } from '@/i18n/i18n-util';
import { updateCheckIntervalMs } from '@/lib/build-update';
import { mockServer } from '@mocks/node';
import { setupMockBackend } from '@mocks/testing/test-kit';
import { holdFirstScreen } from '../../../tests/first-screen';
import { renderWithProviders } from '../../../tests/render';
import { UpdateCheck } from './update-check';

setupMockBackend();
const LL = i18nObject('en');

describe('the update check', () => {
  let checks = 0;
  beforeEach(() => {
    checks = 0;
    // The page runs the old build; the server's index.html names a new one.
    document.head.append(Object.assign(document.createElement('script'), { type: 'module', src: '/assets/index-old.js', id: 'entry' }));
    mockServer.use(
      http.get('*/index.html', () => {
        checks += 1;
        return HttpResponse.text('<!doctype html><script type="module" src="/assets/index-new.js"></script>');
      }),
    );
    // Only the interval is faked: an hour passes at once, everything else runs as it does.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    document.getElementById('entry')?.remove();
  });

  it('starts once the first screen has settled, then offers a reload when a new build is out', async () => {
    const settle = holdFirstScreen();
    renderWithProviders(
      <>
        <UpdateCheck />
        <AppToaster />
      </>,
    );
    // Before the first screen settles the check has not even loaded: an hour goes by unchecked.
    await act(() => vi.advanceTimersByTimeAsync(updateCheckIntervalMs));
    expect(checks).toBe(0);
    settle();
    // The check's code loads, then its hour starts.
    await vi.waitFor(async () => {
      await act(() => vi.advanceTimersByTimeAsync(updateCheckIntervalMs));
      expect(checks).toBeGreaterThan(0);
    });
    expect(await screen.findByText(LL.shell.update.available())).toBeInTheDocument();
    expect(screen.getByRole('button', { name: LL.shell.update.reload() })).toBeInTheDocument();
  });
});
