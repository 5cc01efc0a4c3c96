import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { test as base, errors, expect, type Locator, type Page } from '@playwright/test';
import { issueAccessToken } from '../mocks/http/session';

// Fixtures in the style of the Epic Stack's playwright-utils: `login(account)` puts a session
// into the browser's storage, as a returning user has one (or, with `through: 'api'`, signs in
// through the mock API from the page, which also sets the refresh cookie); `navigate`
// opens a route and waits until the app has settled; a console.error during a test fails it
// (expected ones are allowed with `allowConsoleError`).
export const accounts = {
  fan: 'fan@kizuna.example',
  creator: 'creator@kizuna.example',
  google: 'ken@kizuna.example',
  newbie: 'newbie@kizuna.example',
} as const;
export const demoPassword = 'kizuna1234';
export type AccountName = keyof typeof accounts;
/** The seeded user behind each demo account (mocks/db/seed-accounts.ts). */
const userIds: Record<AccountName, string> = { fan: 'usr_fan', creator: 'usr_creator', google: 'usr_google', newbie: 'usr_newbie' };

/**
 * The two viewports the journeys that must hold on both run on (issues 10, 11 and 12): a
 * phone (412×915) and a desktop (1280×800).
 */
export const viewports = [
  { name: 'phone', viewport: { width: 412, height: 915 } },
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
] as const;
export type Role = 'guest' | 'fan' | 'creator';

export const tokenKey = 'kizuna.accessToken';
const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/** axe-core, minified, in the version @axe-core/playwright depends on. */
const axeSource = readFileSync(createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright')).resolve('axe-core/axe.min.js'), 'utf8');
interface AxeViolation {
  id: string;
  impact?: string | null;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

export interface SignedInUser {
  id: string;
  email: string;
}

interface LoginOptions {
  /**
   * `storage` (the default): the access token a sign-in would have stored, issued by the mock
   * backend's own token code, is in localStorage before the app starts: one page load, no
   * refresh cookie. `api`: the mock API's sign-in call from the running app, then a reload: the
   * refresh cookie is set too, for journeys that refresh an expired token. The sign-in form
   * itself is walked by auth-sign-in, redirects and the sign-up journeys.
   */
  through?: 'storage' | 'api';
}

interface Fixtures {
  login: (account: AccountName, options?: LoginOptions) => Promise<SignedInUser>;
  navigate: (path: string, options?: { reload?: boolean }) => Promise<void>;
  expectNoAxeViolations: () => Promise<void>;
  allowConsoleError: (pattern: RegExp) => void;
}

/**
 * Returns true as soon as the page looks settled: the address is `path` (pathname and search) if
 * given, the screen mounted in `main` is the one for the address (after any redirect), no
 * loading overlay shows and a heading in `main` has a box. The page checks this itself every
 * 25 ms (a timer: animation frames stop in a background tab, and the two-tab journeys wait on
 * one). Playwright's own waits look from outside with a back-off that ends at one look every
 * 500 ms, so a screen that took 300 ms to appear was seen up to half a second late, on every
 * app start and every visit of the route walk. Gives up quietly after `timeout` (false): the
 * callers then make the same checks with Playwright, for their messages and timeouts.
 */
const settled = async (page: Page, path: string | null, timeout: number): Promise<boolean> => {
  try {
    await page.waitForFunction(
      (target) => {
        if (target !== null && `${location.pathname}${location.search}` !== target) return false;
        const main = document.querySelector('main[data-pathname]');
        if (!main || main.getAttribute('data-pathname') !== location.pathname || document.querySelector('[data-testid="loading-overlay"]')) return false;
        const heading = main.querySelector('h1');
        return heading !== null && heading.getClientRects().length > 0;
      },
      path,
      { polling: 25, timeout },
    );
    return true;
  } catch (error) {
    if (!(error instanceof errors.TimeoutError)) throw error;
    return false;
  }
};

/**
 * Moves the running app to `path` client-side, like a click on a link (the router follows
 * popstate), without waiting for anything. Far faster than a reload, which restarts the mock
 * backend and the session check.
 */
export const moveTo = (page: Page, path: string): Promise<void> =>
  page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);

/**
 * Waits until the app is mounted, the session has settled and no loading overlay shows. When
 * the page reports that itself, that is the answer: its check covers each of the Playwright
 * checks below, which cost a round trip each on every app start and visit (the route walk's
 * machine CPU fell by a quarter when its visits stopped repeating them).
 */
export const waitForApp = async (page: Page): Promise<void> => {
  if (await settled(page, null, 20_000)) return;
  await page.locator('main[data-pathname]').waitFor({ state: 'attached', timeout: 20_000 });
  await expect(page.getByTestId('loading-overlay')).toHaveCount(0, { timeout: 15_000 });
  await page.locator('main h1').first().waitFor({ state: 'visible' });
};

/** Waits until the page shown is the one at `path` (after any redirect). */
export const waitForPath = async (page: Page, path: string): Promise<void> => {
  const { pathname } = new URL(path, 'http://x');
  if (await settled(page, path, 7_000)) return;
  await expect.poll(() => { const u = new URL(page.url()); return `${u.pathname}${u.search}`; }, { message: `arrive at ${path}` }).toBe(path);
  await page.locator(`main[data-pathname="${pathname}"]`).waitFor({ state: 'attached' });
  await waitForApp(page);
};

/**
 * Checks that an overlay opened from the sticky header stays where it is when the page scrolls
 * under it: its box is read just before and just after a scroll in one task, before any
 * positioning code could run, so an overlay placed in the document (`absolute`) would be seen
 * moving with the page. The page must be able to scroll; the scroll is put back afterwards.
 */
export const expectHeldOnScroll = async (overlay: Locator): Promise<void> => {
  await expect(overlay).toBeVisible();
  const { scrolled, before, after } = await overlay.evaluate((element) => {
    const start = window.scrollY;
    const delta = start > 200 ? -200 : 200;
    const before = element.getBoundingClientRect().top;
    window.scrollTo(0, start + delta);
    const after = element.getBoundingClientRect().top;
    const scrolled = window.scrollY - start;
    window.scrollTo(0, start);
    return { scrolled, before, after };
  });
  expect(Math.abs(scrolled), 'the page scrolled under the overlay').toBeGreaterThan(50);
  expect(after, 'the overlay stayed under its trigger while the page scrolled').toBeCloseTo(before, 0);
};

export const test = base.extend<Fixtures & { consoleErrors: string[]; allowed: RegExp[]; freshMockData: void }>({
  // Every journey gets its own mock data, starting from the seed. The browser's mock backend
  // keeps its database in localStorage (`kizuna.mockDb`, mocks/db/local-storage-persistence.ts)
  // and loads the seed when that is empty; each test runs in a new browser context whose
  // storage starts empty (`storageState` in playwright.config.ts). Checked here, so that a
  // shared context or a stored state cannot carry one journey's data into another. Pages the
  // test opens in the same context (a second tab) share its data, as real tabs would.
  freshMockData: [
    async ({ context }, provide) => {
      const { cookies, origins } = await context.storageState();
      expect({ cookies, origins }, 'a journey starts with empty storage, so the mock backend starts from its seed').toEqual({
        cookies: [],
        origins: [],
      });
      await provide();
    },
    { auto: true },
  ],
  // Playwright requires the object pattern even when a fixture depends on nothing.
  // eslint-disable-next-line no-empty-pattern
  allowed: async ({}, provide) => {
    await provide([]);
  },
  consoleErrors: [
    async ({ page, allowed }, provide) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = message.text();
        if (!allowed.some((pattern) => pattern.test(text))) errors.push(text);
      });
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      await provide(errors);
      expect(errors, 'console.error during the test').toEqual([]);
    },
    { auto: true },
  ],
  allowConsoleError: async ({ allowed }, provide) => {
    await provide((pattern) => {
      allowed.push(pattern);
    });
  },
  navigate: async ({ page }, provide) => {
    await provide(async (path, options = {}) => {
      const appLoaded = await page.evaluate(() => Boolean(document.querySelector('main[data-pathname]'))).catch(() => false);
      if (options.reload || !appLoaded) {
        await page.goto(path);
      } else {
        await moveTo(page, path);
      }
      await waitForApp(page);
    });
  },
  login: async ({ page }, provide) => {
    await provide(async (account, { through = 'storage' } = {}) => {
      const appLoaded = page.url().startsWith('http') && (await page.evaluate(() => Boolean(document.querySelector('main[data-pathname]'))).catch(() => false));
      if (through === 'api') {
        // The app must be running first: the mock backend lives in its service worker.
        if (!appLoaded) await page.goto('/send-reset-password-email');
        await waitForApp(page);
        const result = await page.evaluate(
          async ({ email, password, key }) => {
            const response = await fetch('/api/auth/email/login', {
              method: 'POST',
              headers: { 'Content-Type': 'application/json' },
              body: JSON.stringify({ email, password }),
              credentials: 'include',
            });
            const body = (await response.json()) as { accessToken?: string; user?: SignedInUser };
            if (!response.ok || !body.accessToken || !body.user) throw new Error(`login failed: ${response.status}`);
            localStorage.setItem(key, body.accessToken);
            return body.user;
          },
          { email: accounts[account], password: demoPassword, key: tokenKey },
        );
        // A fresh start with the token: the app checks the session and bootstraps the user.
        await page.reload();
        await waitForApp(page);
        await expect(page.getByTestId('user-menu')).toBeVisible();
        return result;
      }
      // The token goes into this origin's storage from a static file of the site (no app, no
      // mock backend started), so the app's first start is already signed in: one start
      // instead of a start, a sign-in call and a reload. The app checks it (POST /auth/check).
      if (!appLoaded) await page.goto('/favicon.svg');
      await page.evaluate(([key, value]) => localStorage.setItem(key, value), [tokenKey, issueAccessToken(userIds[account])] as const);
      if (appLoaded) await page.reload();
      else await page.goto('/send-reset-password-email');
      await waitForApp(page);
      await expect(page.getByTestId('user-menu')).toBeVisible();
      return { id: userIds[account], email: accounts[account] };
    });
  },
  expectNoAxeViolations: async ({ page }, provide) => {
    await provide(async () => {
      // axe-core goes into the page once per page load and every audit calls axe.run on the
      // document, as audits after a client-side navigation always did. The first audit used to
      // go through @axe-core/playwright's analyze(), which costs far more for the same result
      // on a page without frames (ours has none): it evaluates axe's 1.3 MB unminified source,
      // then opens a blank page in the context, evaluates the source there too and merges the
      // frames' partial results in it. Playwright evaluates the source outside the page's CSP.
      if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
      // An audit counts only if the screen held still while axe measured it. A toast whose
      // timer ran out during a slow audit was measured halfway through its exit (text at
      // contrast 1.55 and 2.74 in two CI runs): such an audit is made again, up to three times.
      for (let attempt = 1; ; attempt += 1) {
        const { violations, moved } = await page.evaluate(async (tags) => {
          // Audit a settled screen: a dialog fading out or a toast sliding in has half-transparent
          // text that axe would measure mid-transition. Endless animations (spinners, typing dots)
          // and long ones (a toast's progress bar) are not transitions and are not waited for.
          // The wait is in the same evaluation as the audit: waited for in a call of its own, a
          // transition that began in the round trip between the two (a button enabled as the
          // screen's data arrived) was measured halfway (contrast 4.46) with no start seen.
          const transitioning = () =>
            document.getAnimations().some((animation) => {
              const timing = animation.effect?.getComputedTiming();
              return animation.playState === 'running' && timing !== undefined && timing.iterations !== Infinity && Number(timing.duration) <= 1000;
            });
          const giveUpAt = performance.now() + 10_000;
          while (transitioning() && performance.now() < giveUpAt) await new Promise((resolve) => setTimeout(resolve, 25));
          let moved = false;
          const onStart = () => (moved = true);
          for (const type of ['animationstart', 'transitionstart']) document.addEventListener(type, onStart, true);
          try {
            const result = await (window as unknown as { axe: { run: (ctx: Document, options: object) => Promise<{ violations: AxeViolation[] }> } }).axe.run(document, {
              runOnly: { type: 'tag', values: tags },
              resultTypes: ['violations'],
            });
            return { violations: result.violations, moved };
          } finally {
            for (const type of ['animationstart', 'transitionstart']) document.removeEventListener(type, onStart, true);
          }
        }, axeTags);
        if (moved && violations.length > 0 && attempt < 3) continue;
        const summary = violations.map((v) => ({
          id: v.id,
          impact: v.impact,
          nodes: v.nodes.slice(0, 3).map((n) => `${n.target.join(' ')} :: ${n.failureSummary ?? ''}`),
        }));
        expect(summary, `axe violations on ${page.url()}`).toEqual([]);
        return;
      }
    });
  },
});

export { expect };
