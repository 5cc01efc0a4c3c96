import type { ReactElement } from 'react';
import type { User } from '@/api/generated/model';
import { getAccessToken } from '@/lib/token-storage';
import { demoAccounts } from '@mocks/db/seed-accounts';
import { getDb } from '@mocks/db/store';
import { signInAs } from '@mocks/testing/test-kit';
import { renderScreens, seedSession, type Screen } from './render';

// A screen as a signed-in demo user sees it, on the mock backend (msw/node), without the
// route table. Call `setupMockBackend()` from @mocks/testing/test-kit in the test file first:
// it starts the server and puts the seed back after every test.

export type DemoAccount = keyof typeof demoAccounts;

/**
 * Signs a demo account in through the mock API (a real token the handlers accept) and puts
 * the app's session in place: user, token and the agents the user owns, as after a bootstrap.
 */
export const signInDemoUser = async (account: DemoAccount = 'fan'): Promise<User> => {
  const user = await signInAs(demoAccounts[account]);
  const agentIds = getDb()
    .agents.filter((agent) => agent.ownerId === user.id)
    .map((agent) => agent.id);
  seedSession({ user, token: getAccessToken() ?? undefined, agentIds });
  return user;
};

type ScreenOptions = NonNullable<Parameters<typeof renderScreens>[1]>;

/**
 * Signs `as` in (the demo fan by default) and renders `element` at `route` with the app's
 * providers; any other path renders a placeholder (see `renderScreens`).
 *
 *     const { user, path } = await renderSignedIn(<WalletPage />, { route: '/wallet' });
 */
export const renderSignedIn = async (
  element: ReactElement,
  { as = 'fan', route, path, screens = [], ...options }: ScreenOptions & { as?: DemoAccount; route: string; path?: string; screens?: Screen[] },
) => {
  const user = await signInDemoUser(as);
  const rendered = renderScreens([{ path: path ?? route.replace(/[?#].*$/, ''), element }, ...screens], { route, ...options });
  return { ...rendered, user };
};
