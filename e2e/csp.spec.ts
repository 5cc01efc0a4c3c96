import budgets from '../performance-budgets.json' with { type: 'json' };
import type { Page } from '@playwright/test';
import { expect, test, waitForApp, type Role } from './fixtures';

// Every route of the app under the real Content-Security-Policy (server/serve.mjs serves the
// e2e build with the headers a production host sends), in English and Japanese, light and
// dark, signed in as each route needs: the page counts `securitypolicyviolation` events and
// the count must be 0. The route list is performance-budgets.json's, which
// src/app/router/route-budgets.test.ts keeps equal to the route table. One page load per
// role: routes open client-side and language and mode switch in place.

interface Violation {
  directive: string;
  blocked: string;
  source: string;
  sample: string;
}
declare global {
  interface Window {
    __cspViolations?: Violation[];
    __planted?: boolean;
  }
}

// In an order where each step changes one thing.
const combos = [
  { locale: 'en', mode: 'light' },
  { locale: 'ja', mode: 'light' },
  { locale: 'ja', mode: 'dark' },
  { locale: 'en', mode: 'dark' },
] as const;
const roles: Role[] = ['guest', 'fan', 'creator'];
interface Stop {
  url: string;
  /** The pathname the visit ends on (after the guard's or the page's own redirect). */
  lands: string;
}
const stopsFor = (role: Role): Stop[] =>
  budgets.routes
    .filter((route) => route.as === role)
    .map((route) => ({ url: route.url, lands: new URL((route as { landsOn?: string }).landsOn ?? route.url, 'http://x').pathname }));
// Up to 12 routes per test, so the two workers share the walk evenly.
const chunk = <T,>(items: T[], size: number): T[][] => Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));
const walks = roles.flatMap((role) => {
  const parts = chunk(stopsFor(role), 12);
  return parts.map((stops, i) => ({ role, stops, name: parts.length > 1 ? `${role} (${i + 1}/${parts.length})` : role }));
});

/** Listens in every page of the context, before any of the app's scripts run. */
const countViolations = async (page: Page) => {
  await page.context().addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener(
      'securitypolicyviolation',
      (event) =>
        window.__cspViolations?.push({ directive: event.effectiveDirective, blocked: event.blockedURI, source: `${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`, sample: event.sample }),
      true,
    );
  });
};
const takeViolations = (page: Page) => page.evaluate(() => window.__cspViolations?.splice(0) ?? []);

/** Client-side, like a click on a link (a reload would restart the mock backend each time). */
const visit = async (page: Page, { url, lands }: Stop) => {
  await page.evaluate((target: string) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, url);
  await page.locator(`main[data-pathname="${lands}"]`).waitFor({ state: 'attached' });
  await waitForApp(page);
};

/**
 * The language and colour mode, switched with the header's own controls (no reload: one
 * page load per role, and the switch itself runs under the policy, including next-themes'
 * transition-pausing <style>).
 */
const switchTo = async (page: Page, { locale, mode }: (typeof combos)[number]) => {
  const html = page.locator('html');
  if ((await html.getAttribute('lang')) !== locale) await page.getByTestId('language-switcher').selectOption(locale);
  await expect(html).toHaveAttribute('lang', locale);
  const toggle = page.locator('header button[data-color-mode]');
  if ((await toggle.getAttribute('data-color-mode')) !== mode) await toggle.click();
  await expect(html).toHaveClass(new RegExp(`\\b${mode}\\b`));
  await expect(toggle).toHaveAttribute('data-color-mode', mode);
};

test.use({ locale: 'en-US', colorScheme: 'light' });

for (const { role, stops, name } of walks) {
  test(`every ${name} route, en/ja × light/dark, breaks no CSP rule`, async ({ page, login }) => {
    // 4 × up to 12 visits on two shared cores: the budget is the machine's, not the app's.
    test.setTimeout(150_000);
    await countViolations(page);
    const response = await page.goto('/send-reset-password-email');
    const policy = response?.headers()['content-security-policy'] ?? '';
    // The walk runs under the production policy, not a relaxed one.
    expect(policy).toContain("script-src 'self';");
    expect(policy).toMatch(/style-src 'self' 'nonce-[A-Za-z0-9+/=]{16,}';/);
    expect(policy).not.toContain('unsafe');
    await waitForApp(page);
    if (role !== 'guest') await login(role);

    const found: (Violation & { url: string; combo: string })[] = [];
    let visits = 0;
    for (const combo of combos) {
      await switchTo(page, combo);
      for (const stop of stops) {
        await visit(page, stop);
        visits += 1;
        for (const violation of await takeViolations(page)) found.push({ ...violation, url: stop.url, combo: `${combo.locale}/${combo.mode}` });
      }
    }
    expect(visits).toBe(stops.length * combos.length);
    expect(found, `CSP violations on ${visits} visits`).toEqual([]);
  });
}

test('the counter catches a planted inline script and an unstamped style', async ({ page, allowConsoleError }) => {
  allowConsoleError(/Content Security Policy/);
  await countViolations(page);
  await page.goto('/sign-in');
  await waitForApp(page);
  expect(await takeViolations(page)).toEqual([]);
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__planted = true;';
    document.body.append(script);
    const style = document.createElement('style');
    style.textContent = 'body { outline: 1px solid red; }';
    document.head.append(style);
  });
  await expect.poll(async () => (await page.evaluate(() => window.__cspViolations ?? [])).map((v) => v.directive).sort()).toEqual(['script-src-elem', 'style-src-elem']);
  expect(await page.evaluate(() => window.__planted)).toBeUndefined();
});
