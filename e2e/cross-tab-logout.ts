import type { Page } from '@playwright/test';
import { expect, waitForApp, waitForPath } from './fixtures';

// Stamps are wall-clock times taken inside the pages (performance.timeOrigin + a high-resolution
// timestamp), so Playwright's own polling and round trips never count towards the figure.
type Stamped = Window & { __kizunaLogoutClickAt?: number; __kizunaSignInShownAt?: number };

/**
 * With `page` signed in: opens a second tab (B) on /chats, signs out in `page` (A) and waits,
 * doing nothing in B, until B shows its sign-in screen. Returns B and the time from the click
 * in A to the first frame with B's sign-in form on screen, in ms.
 */
export const logOutInAnotherTab = async (page: Page): Promise<{ other: Page; elapsed: number }> => {
  const other = await page.context().newPage();
  const signInCode = other.waitForEvent('requestfinished', { predicate: (request) => /\/sign-in-page-[\w-]+\.js$/.test(request.url()), timeout: 30_000 });
  await other.goto('/chats');
  await waitForApp(other);
  await expect(other.getByTestId('user-menu')).toBeVisible();
  // The user has looked at tab B (moved the mouse over it), so its first screen has settled and
  // it has loaded the sign-in screen ahead of need (lib/session/keep-sign-in-ready.ts), as a
  // signed-in tab does after its first interaction or 2 s of quiet.
  await other.mouse.move(200, 300);
  await signInCode;

  // Tab B: the first frame in which its sign-in screen (form, no overlay) is on screen.
  await other.evaluate(() => {
    const shown = () =>
      document.querySelector('main[data-pathname="/sign-in"] form input[type="email"]') !== null &&
      document.querySelector('[data-testid="loading-overlay"]') === null;
    const observer = new MutationObserver(() => {
      if (!shown()) return;
      observer.disconnect();
      requestAnimationFrame(() => {
        (window as Stamped).__kizunaSignInShownAt = performance.timeOrigin + performance.now();
      });
    });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true });
  });
  // Tab A: the moment of the click on "Sign out" (the event's own timestamp).
  await page.evaluate(() => {
    document.addEventListener(
      'click',
      (event) => {
        if (event.target instanceof Element && event.target.closest('[data-testid="logout"]')) {
          (window as Stamped).__kizunaLogoutClickAt ??= performance.timeOrigin + event.timeStamp;
        }
      },
      { capture: true },
    );
  });

  await page.getByTestId('user-menu').click();
  await page.getByTestId('logout').click();
  await waitForPath(page, '/sign-in');
  // Tab B follows on its own: nothing is done there.
  await other.waitForFunction(() => (window as Stamped).__kizunaSignInShownAt !== undefined, undefined, { timeout: 15_000 });
  const clickedAt = await page.evaluate(() => (window as Stamped).__kizunaLogoutClickAt);
  const shownAt = await other.evaluate(() => (window as Stamped).__kizunaSignInShownAt);
  expect(clickedAt).toBeDefined();
  return { other, elapsed: (shownAt ?? 0) - (clickedAt ?? 0) };
};
