import { configure, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router';
import { createTestQueryClient, seedSession, testUser } from '../../../tests/render';
import { renderApp } from '../../../tests/render-app';
import type { RouteBoot } from './route-page';
import { createAppRoutes } from './routes';

const server = setupServer(
  http.get('*/api/agent/info/:name', ({ params }) =>
    params.name === 'aoi_draws'
      ? HttpResponse.json({
          agent: { id: 'agt_aoi', name: 'aoi_draws', displayName: 'Aoi', bio: 'I draw.', avatarUrl: null },
          channel: { id: 'chn_1' },
        })
      : HttpResponse.json({ status: 404, name: 'NotFound', description: 'No agent is called ghost.' }, { status: 404 }),
  ),
  http.get('*/api/payment/wallet', () => HttpResponse.json({ wallet: { points: 5, updatedAt: '2026-01-01T00:00:00.000Z' } })),
  http.get('*/api/onboarding', () =>
    HttpResponse.json({
      settings: {
        basicInformation: null,
        extroversion: null,
        personality: null,
        chatExamples: {},
        emoji: null,
        reaction: null,
        mustKnowInfo: null,
        prohibitedTopics: null,
        media: [],
        welcomeMessage: null,
      },
      progress: { onboarding: 'before-onboarding', agent: 'before-onboarding', completedSteps: [] },
    }),
  ),
  http.post('*/api/my-agent/test-chat', () => HttpResponse.json({ reply: 'Hi!' })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));

// Every screen is a lazy page. Load them all once before the tests, so that no findBy*
// races the first, cold import of a page on a busy machine; React.lazy then resolves from
// the same loader.
const lazyLoaders = (routes: RouteObject[]): (() => Promise<unknown>)[] =>
  routes.flatMap((route) => {
    const boot = route.handle as RouteBoot | undefined;
    return [...(boot ? [boot.preload] : []), ...lazyLoaders(route.children ?? [])];
  });
beforeAll(() => Promise.all(lazyLoaders(createAppRoutes(createTestQueryClient())).map((load) => load())), 60_000);
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

// React.lazy imports each page's module when it first renders; on a busy
// machine the first import of a screen (transformed on demand) can take a few seconds.
configure({ asyncUtilTimeout: 5_000 });

const heading = () => screen.findByRole('heading', { level: 1 });

describe('the route table', () => {
  it('redirects / to /chats, and a guest from there to sign in', async () => {
    seedSession(null);
    const { router } = renderApp('/');
    await waitFor(() => expect(router.location.pathname).toBe('/sign-in'));
    expect((await heading()).textContent).toBe('Sign in');
  });

  it('remembers where a guest was going', async () => {
    seedSession(null);
    const { router } = renderApp('/profile?tab=1');
    await waitFor(() => expect(`${router.location.pathname}${router.location.search}`).toBe('/sign-in?redirect=%2Fprofile%3Ftab%3D1'));
  });

  it('sends a fan away from creator routes to onboarding', async () => {
    seedSession({ user: testUser() });
    const { router } = renderApp('/my-agent/statistics');
    await waitFor(() => expect(router.location.pathname).toBe('/onboarding'));
  });

  it('opens creator routes for an agent owner', async () => {
    seedSession({ user: testUser(), agentIds: ['agt_aoi'] });
    renderApp('/my-agent/statistics/withdraw');
    expect((await heading()).textContent).toBe('Banking');
  });

  it('loads the agent before /chats/{agentName} opens', async () => {
    seedSession({ user: testUser() });
    renderApp('/chats/aoi_draws');
    // The conversation's header names the agent the loader fetched.
    expect((await heading()).textContent).toBe('Aoi');
    expect(screen.getByText('@aoi_draws')).toBeInTheDocument();
  });

  it("shows the server's status and description when the agent cannot be loaded", async () => {
    seedSession({ user: testUser() });
    renderApp('/chats/ghost');
    expect((await heading()).textContent).toBe('Page Not Found');
    expect(screen.getByTestId('error-page')).toHaveAttribute('data-status', '404');
    expect(screen.getByTestId('error-description').textContent).toBe('No agent is called ghost.');
  });

  it('accepts the four chat styles and nothing else', async () => {
    seedSession({ user: testUser() });
    const first = renderApp('/onboarding/chat-example/PLAYFUL_TEASING');
    // The step waits for the saved answers before it draws its heading.
    expect((await screen.findByRole('heading', { level: 1 }, { timeout: 5000 })).textContent).toBe('Chat examples: Playful teasing');
    first.unmount();
    renderApp('/onboarding/chat-example/playful_teasing');
    expect((await heading()).textContent).toBe('Page Not Found');
    expect(screen.getByTestId('error-description').textContent).toBe('Page Not Found: /onboarding/chat-example/playful_teasing');
  });

  it('shows the step number of an onboarding step', async () => {
    seedSession({ user: testUser() });
    renderApp('/onboarding/reaction-setting');
    expect(await screen.findByTestId('onboarding-step')).toHaveTextContent('Step 5 of 8');
  });

  it('answers an unknown path with "Page not found: {path}"', async () => {
    seedSession(null);
    renderApp('/nowhere/at/all');
    expect((await heading()).textContent).toBe('Page Not Found');
    expect(screen.getByTestId('error-description').textContent).toBe('Page not found: /nowhere/at/all');
  });

  it('shows the page in Japanese', async () => {
    seedSession(null);
    renderApp('/nowhere', { locale: 'ja' });
    expect((await heading()).textContent).toBe('ページが見つかりません');
  });

  it('shows crawlers no error page and only logs', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)');
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    seedSession({ user: testUser() });
    renderApp('/chats/ghost');
    await waitFor(() => expect(log).toHaveBeenCalledWith(expect.stringContaining('bot'), expect.anything()));
    expect(screen.queryByTestId('error-page')).toBeNull();
  });
});
