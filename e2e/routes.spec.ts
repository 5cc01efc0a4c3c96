import { expect, test, waitForApp, waitForPath, type Role } from './fixtures';

// Every route of spec section 2, as guest, fan and creator, in English and Japanese, light
// and dark: the guard's outcome, the language and colour mode, and axe.
type Access = 'public' | 'guest' | 'signed-in' | 'agent-owner' | 'not-found';

interface RouteCase {
  path: string;
  access: Access;
  /**
   * Where someone allowed ends up: `/` lands on /chats, and sign-up's later steps send a
   * guest with no sign-up in progress back to its start.
   */
  lands?: string;
  /** Where a signed-in role is sent instead (the progress markers: an agent owner's wizard is over; the demo chat becomes the real one). */
  landsFor?: Partial<Record<Role, string>>;
}

const routes: RouteCase[] = [
  { path: '/', access: 'signed-in', lands: '/chats' },
  { path: '/chats', access: 'signed-in' },
  { path: '/chats/aoi_draws', access: 'signed-in' },
  { path: '/chats/aoi_draws/album', access: 'signed-in' },
  { path: '/demo/aoi_draws/chats', access: 'public', landsFor: { fan: '/chats/aoi_draws', creator: '/chats/aoi_draws' } },
  { path: '/payment', access: 'signed-in' },
  { path: '/profile', access: 'signed-in' },
  { path: '/my-agent', access: 'agent-owner' },
  { path: '/my-agent/statistics', access: 'agent-owner' },
  { path: '/my-agent/statistics/withdraw', access: 'agent-owner' },
  { path: '/my-agent/agent-setting', access: 'agent-owner' },
  // A signed-in user without an agent is taken to the wizard (docs/decisions/agent-settings.md).
  { path: '/my-agent/agent-setting/edit', access: 'signed-in', landsFor: { fan: '/onboarding' } },
  { path: '/my-agent/agent-setting/media', access: 'agent-owner' },
  { path: '/referral', access: 'signed-in' },
  { path: '/referral/statistics', access: 'signed-in' },
  { path: '/referral/share-links', access: 'signed-in' },
  { path: '/sign-in', access: 'guest' },
  { path: '/sign-up', access: 'guest' },
  { path: '/sign-up/setup-account', access: 'guest', lands: '/sign-up' },
  { path: '/sign-up/verification-code', access: 'guest', lands: '/sign-up' },
  { path: '/sign-up/setup-account-google', access: 'guest', lands: '/sign-up' },
  { path: '/reset-password', access: 'guest' },
  { path: '/reset-password-complete', access: 'guest', lands: '/send-reset-password-email' },
  { path: '/send-reset-password-email', access: 'public' },
  { path: '/onboarding', access: 'signed-in', landsFor: { creator: '/my-agent' } },
  { path: '/onboarding/basic-information', access: 'signed-in', landsFor: { creator: '/my-agent' } },
  { path: '/onboarding/extroversion-setting', access: 'signed-in', landsFor: { creator: '/my-agent' } },
  { path: '/onboarding/personality-setting', access: 'signed-in', landsFor: { creator: '/my-agent' } },
  { path: '/onboarding/chat-example', access: 'signed-in', landsFor: { fan: '/onboarding/chat-example/CASUAL_GREETING', creator: '/my-agent' } },
  { path: '/onboarding/chat-example/CASUAL_GREETING', access: 'signed-in', landsFor: { creator: '/my-agent' } },
  { path: '/onboarding/emoji-setting', access: 'signed-in', landsFor: { creator: '/my-agent' } },
  { path: '/onboarding/reaction-setting', access: 'signed-in', landsFor: { creator: '/my-agent' } },
  { path: '/onboarding/must-know-info', access: 'signed-in', landsFor: { creator: '/my-agent' } },
  { path: '/onboarding/prohibited-topic-setting', access: 'signed-in', landsFor: { creator: '/my-agent' } },
  { path: '/onboarding/media-upload', access: 'signed-in', landsFor: { creator: '/my-agent' } },
  { path: '/onboarding/welcome-message-setting', access: 'signed-in', landsFor: { creator: '/my-agent' } },
  { path: '/onboarding/chat-example/NOT_A_STYLE', access: 'not-found' },
  { path: '/no/such/page', access: 'not-found' },
];

/** The path the guard leads `role` to, or null when the page itself opens. */
const expectedPath = (route: RouteCase, role: Role): string => {
  const own = route.lands ?? route.path;
  switch (route.access) {
    case 'public':
      // A signed-in visitor of the demo chat is taken to the real conversation.
      return role === 'guest' ? route.path : (route.landsFor?.[role] ?? route.path);
    case 'not-found':
      return route.path;
    case 'guest':
      return role === 'guest' ? own : '/chats';
    case 'signed-in':
      if (role !== 'guest') return route.landsFor?.[role] ?? own;
      return own === '/chats' ? '/sign-in' : `/sign-in?redirect=${encodeURIComponent(own)}`;
    case 'agent-owner':
      if (role === 'guest') return `/sign-in?redirect=${encodeURIComponent(own)}`;
      return role === 'creator' ? own : '/onboarding';
  }
};

const roles: Role[] = ['guest', 'fan', 'creator'];
// Every route × every role, once in English/light and once in Japanese/dark: each route is
// seen in both languages and both colour modes. (All four pairings double the run time
// and find nothing new: the language and the mode are independent.) Pages change
// client-side inside a test, and axe runs once per distinct page a role reaches (a guest
// redirected to /sign-in twenty times is one page).
const combinations = [
  ['en', 'light'],
  ['ja', 'dark'],
] as const;

for (const [language, mode] of combinations) {
  test.describe(`every route as guest, fan and creator (${language}, ${mode})`, () => {
    test.use({ locale: language, colorScheme: mode });
    for (const role of roles) {
      // Split in chunks so the two workers share the load.
      const chunks = [routes.slice(0, 13), routes.slice(13, 26), routes.slice(26)];
      chunks.forEach((chunk, index) => {
        test(`${role}: routes ${index + 1}/${chunks.length}`, async ({ page, login, navigate, expectNoAxeViolations }) => {
          test.setTimeout(120_000);
          if (role !== 'guest') await login(role);
          const audited = new Set<string>();
          for (const route of chunk) {
            await navigate(route.path);
            const expected = expectedPath(route, role);
            await waitForPath(page, expected);
            await expect(page.locator('html')).toHaveAttribute('lang', language);
            await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${mode}\\b`));
            if (route.access === 'not-found') {
              await expect(page.getByTestId('error-page')).toHaveAttribute('data-status', '404');
              await expect(page.locator('main h1')).toHaveText(language === 'ja' ? 'ページが見つかりません' : 'Page Not Found');
            } else {
              // The screen itself.
              await expect(page.locator('main h1').first()).toBeVisible();
              await expect(page.getByTestId('error-page')).toHaveCount(0);
            }
            if (role !== 'guest') await expect(page.getByTestId('points-balance')).toBeVisible();
            const pathname = new URL(expected, 'http://x').pathname;
            if (!audited.has(pathname)) {
              audited.add(pathname);
              await expectNoAxeViolations();
            }
          }
        });
      });
    }
  });
}

test.describe('the mock tools (ja, dark)', () => {
  test.use({ locale: 'ja', colorScheme: 'dark' });
  test('open as an accessible dialog', async ({ page, navigate, expectNoAxeViolations }) => {
    await navigate('/sign-in');
    await page.getByTestId('mock-tools-open').click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoAxeViolations();
  });
});

test('a Japanese browser locale that is not exactly `ja` gets English', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'ja-JP' });
  const page = await context.newPage();
  await page.goto('/sign-in');
  await waitForApp(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await context.close();
});
