import { afterEach, beforeEach } from 'vitest';
import type { ReactElement } from 'react';
import type { User } from '@/api/generated/model';
import { ToastArea } from '@/components/ui/toast-area';
import type { Locales } from '@/i18n/i18n-types';
import { getAccessToken } from '@/lib/token-storage';
import { mockServer } from '@mocks/node';
import { signInAs } from '@mocks/testing/test-kit';
import { renderWithProviders, seedSession } from './render';

// Shared by the money screens' component tests (payment, check-in, payouts, referral): a real
// session on the mock backend, one screen or form alone with the toast area, and a log of the
// requests it sent (with their Idempotency-Key).

export const signIn = async (email: string): Promise<User> => {
  const user = await signInAs(email);
  seedSession({ user, token: getAccessToken() ?? undefined, agentIds: email.startsWith('creator') ? ['agt_aoi'] : [] });
  return user;
};

export const renderMoney = (ui: ReactElement, locale: Locales, route = '/') =>
  renderWithProviders(
    <>
      {ui}
      <ToastArea />
    </>,
    { route, locale },
  );

export interface SentRequest {
  method: string;
  path: string;
  /** The query string ("?period=7d"), or "". */
  search: string;
  idempotencyKey: string | null;
}

/** Every request the screen sends during a test. */
export const recordSent = (): SentRequest[] => {
  const sent: SentRequest[] = [];
  beforeEach(() => {
    mockServer.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      sent.push({ method: request.method, path: url.pathname, search: url.search, idempotencyKey: request.headers.get('idempotency-key') });
    });
  });
  afterEach(() => {
    mockServer.events.removeAllListeners();
    sent.length = 0;
  });
  return sent;
};
