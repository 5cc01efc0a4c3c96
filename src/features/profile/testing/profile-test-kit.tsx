import { afterEach, beforeEach } from 'vitest';
import type { User } from '@/api/generated/model';
import { ToastArea } from '@/components/ui/toast-area';
import type { Locales } from '@/i18n/i18n-types';
import { getAccessToken } from '@/lib/token-storage';
import { mockServer } from '@mocks/node';
import { signInAs } from '@mocks/testing/test-kit';
import { renderWithProviders, seedSession } from '../../../../tests/render';
import ProfilePage from '../pages/profile-page';

// Shared by the profile's component tests: a real signed-in session on the mock backend, the
// profile page with the toast area, and a log of the calls the page made.

export const fanEmail = 'fan@kizuna.example';

/** Signs in through the mock API and seeds the app's session with that user and token. */
export const signInFan = async (email = fanEmail): Promise<User> => {
  const user = await signInAs(email);
  seedSession({ user, token: getAccessToken() ?? undefined });
  return user;
};

export const renderProfile = (locale: Locales) =>
  renderWithProviders(
    <>
      <ProfilePage />
      <ToastArea />
    </>,
    { route: '/profile', path: '/profile', locale },
  );

export interface SeenRequest {
  method: string;
  path: string;
  body: unknown;
}

/** Records every request the page sends (method, path with query, JSON body). */
export const recordRequests = (): SeenRequest[] => {
  const seen: SeenRequest[] = [];
  beforeEach(() => {
    mockServer.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      const entry: SeenRequest = { method: request.method, path: `${url.pathname}${url.search}`, body: undefined };
      seen.push(entry);
      if (request.method !== 'GET' && request.headers.get('content-type')?.includes('application/json')) {
        void request
          .clone()
          .text()
          .then((text) => {
            entry.body = text ? JSON.parse(text) : undefined;
          });
      }
    });
  });
  afterEach(() => {
    mockServer.events.removeAllListeners();
    seen.length = 0;
  });
  return seen;
};
