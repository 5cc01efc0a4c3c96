import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useI18nContext } from '@/i18n/i18n-react';
import { readLocaleCookie, writeLocaleCookie } from '@/lib/locale';
import { completeSignIn } from '@/lib/session';
import { renderScreens, testUser } from '../../tests/render';

const server = setupServer(
  http.get('*/api/payment/payment-methods', () => HttpResponse.json({ paymentMethods: [] })),
  http.get('*/api/payment/wallet', () => HttpResponse.json({ wallet: { points: 0, updatedAt: '2026-01-01T00:00:00.000Z' } })),
  http.get('*/api/user-subscription/current', () => HttpResponse.json({ userSubscription: null })),
  http.get('*/api/my-agent/my-agents-ids', () => HttpResponse.json({ agentIds: [], count: 0 })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => writeLocaleCookie('en'));
afterAll(() => server.close());

const Greeting = () => {
  const { LL, locale } = useI18nContext();
  return <p data-testid="greeting" data-locale={locale}>{LL.shell.skipToContent()}</p>;
};

describe('the profile language at sign-in', () => {
  it('wins over this device’s cookie, and then updates the cookie', async () => {
    writeLocaleCookie('en');
    const { path } = renderScreens([{ path: '/sign-in', element: <Greeting /> }], { route: '/sign-in', locale: 'en' });
    expect(screen.getByTestId('greeting')).toHaveAttribute('data-locale', 'en');
    await act(() => completeSignIn({ user: testUser({ locale: 'ja' }), accessToken: 't' } as Parameters<typeof completeSignIn>[0], '/chats'));
    expect(readLocaleCookie()).toBe('ja');
    expect(path()).toBe('/chats');
  });

  it('switches the interface before the next screen shows', async () => {
    writeLocaleCookie('en');
    renderScreens([{ path: '/sign-in', element: <Greeting /> }, { path: '/chats', element: <Greeting /> }], { route: '/sign-in', locale: 'en' });
    await act(() => completeSignIn({ user: testUser({ locale: 'ja' }), accessToken: 't' } as Parameters<typeof completeSignIn>[0], '/chats'));
    expect(await screen.findByTestId('greeting')).toHaveAttribute('data-locale', 'ja');
  });
});
