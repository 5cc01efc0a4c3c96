import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { getMyAgent } from '@/api/generated/endpoints/my-agent/my-agent';
import { completeOnboarding } from '@/api/generated/endpoints/onboarding/onboarding';
import type { Locales } from '@/i18n/i18n-types';
import { i18nObject } from '@/i18n/i18n-util';
import { getAgentProgress } from '@/lib/session/progress';
import { getAccessToken } from '@/lib/token-storage';
import { exampleOnboardingAccount } from '@mocks/areas/onboarding/seed';
import { getDb } from '@mocks/db/store';
import { mockServer } from '@mocks/node';
import { setupMockBackend, signInAs } from '@mocks/testing/test-kit';
import { signInDemoUser } from '../../../../tests/demo-user';
import { renderScreens, seedSession } from '../../../../tests/render';
import { button } from '../testing/wizard-test-kit';
import MyAgentPage from './my-agent-page';
import { holdFirstScreen } from '../../../../tests/first-screen';

// The creator's home: the agent card (status, profile image), the shortcuts, the check before
// publishing and the free test chat, for a fresh draft (Mei, who just finished the wizard) and
// a published agent (Aoi's aoi_draws).
setupMockBackend();
const en = i18nObject('en');
const ja = i18nObject('ja');

/** Mei finishes the wizard: her agent exists as a draft. */
const openDraft = async (locale: Locales = 'en') => {
  const user = await signInAs(exampleOnboardingAccount);
  const { agent } = await completeOnboarding();
  seedSession({ user, token: getAccessToken() ?? undefined, agentIds: [agent.id] });
  const rendered = renderScreens([{ path: '/my-agent', element: <MyAgentPage /> }], { route: '/my-agent', locale });
  await screen.findByTestId('agent-card');
  return rendered;
};

const openPublished = async () => {
  await signInDemoUser('creator');
  const rendered = renderScreens([{ path: '/my-agent', element: <MyAgentPage /> }], { route: '/my-agent' });
  await screen.findByTestId('agent-card');
  return rendered;
};

describe('my agent', () => {
  it('shows a fresh draft with its status and image, and publishes it', async () => {
    await openDraft();
    const card = screen.getByTestId('agent-card');
    expect(within(card).getByTestId('agent-status')).toHaveTextContent(en.studio.myAgent.status.draft());
    expect(within(card).getByText('@mei_sings')).toBeVisible();
    expect(within(card).getByText(en.studio.myAgent.draftHint())).toBeVisible();
    const image = card.querySelector('img');
    expect(image?.getAttribute('src')).toBe(getDb().agents.find((a) => a.name === 'mei_sings')?.avatarUrl);
    fireEvent.click(button(en.studio.myAgent.publish()));
    await waitFor(() => expect(within(card).getByTestId('agent-status')).toHaveTextContent(en.studio.myAgent.status.published()));
    expect(await screen.findByText(en.studio.myAgent.published())).toBeVisible();
    expect(screen.queryByText(en.studio.myAgent.publish(), { selector: 'button' })).toBeNull();
    expect((await getMyAgent()).agent.isPublished).toBe(true);
    expect(getAgentProgress()).toBe('published');
  });

  it('offers shortcuts to statistics, settings, media and the share link', async () => {
    const { path } = await openPublished();
    expect(screen.getByTestId('agent-status')).toHaveTextContent(en.studio.myAgent.status.published());
    const shortcuts = screen.getByRole('region', { name: en.studio.myAgent.shortcuts() });
    const links = within(shortcuts).getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(links).toEqual(['/my-agent/statistics', '/my-agent/agent-setting', '/my-agent/agent-setting/media']);
    expect(within(shortcuts).getByText(en.studio.myAgent.shareLink())).toBeVisible();
    fireEvent.click(within(shortcuts).getByText(en.studio.myAgent.settings()));
    await waitFor(() => expect(path()).toBe('/my-agent/agent-setting'));
  });

  it('copies the agent\'s chat address from the share-link shortcut', async () => {
    const copied: string[] = [];
    const original = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: async (text: string) => void copied.push(text) } });
    try {
      await openPublished();
      const shortcuts = screen.getByRole('region', { name: en.studio.myAgent.shortcuts() });
      fireEvent.click(within(shortcuts).getByText(en.studio.myAgent.shareLink()));
      await waitFor(() => expect(copied).toEqual([`${window.location.origin}/chats/aoi_draws`]));
      expect(await screen.findByText(en.studio.myAgent.copied())).toBeVisible();
    } finally {
      if (original) Object.defineProperty(navigator, 'clipboard', original);
      else Reflect.deleteProperty(navigator, 'clipboard');
    }
  });

  it('on a cold start, draws the page first and the try-out panels once the first screen has settled', async () => {
    const settle = holdFirstScreen();
    await openDraft();
    expect(screen.getByRole('region', { name: en.studio.myAgent.shortcuts() })).toBeVisible();
    expect(screen.queryByTestId('probe-panel')).not.toBeInTheDocument();
    settle();
    expect(await screen.findByTestId('probe-panel')).toBeVisible();
    expect(screen.getByTestId('test-chat-log')).toBeInTheDocument();
  });

  it('runs the check: one fan-like question per topic to avoid and per must-know fact, and says which went well', async () => {
    await openDraft();
    const panel = await screen.findByTestId('probe-panel');
    fireEvent.click(within(panel).getByText(en.studio.probe.run()));
    const results = await within(panel).findAllByTestId('probe-result');
    // Mei has one topic to avoid and one must-know fact.
    expect(results).toHaveLength(2);
    expect(results[0]).toHaveTextContent(en.studio.probe.topic());
    expect(results[0]).toHaveTextContent(en.studio.probe.deflected());
    expect(results[1]).toHaveTextContent(en.studio.probe.answered());
    expect(within(panel).getByTestId('probe-summary')).toHaveTextContent(en.studio.probe.summary({ good: 2, total: 2 }));
  });

  it('flags a topic the twin talked about and a fact it missed', async () => {
    await openDraft();
    mockServer.use(http.post('*/api/my-agent/test-chat', () => HttpResponse.json({ reply: 'Sure! My family lives right where I live, near the station.' })));
    const panel = await screen.findByTestId('probe-panel');
    fireEvent.click(within(panel).getByText(en.studio.probe.run()));
    const results = await within(panel).findAllByTestId('probe-result');
    expect(results.map((r) => r.getAttribute('data-good'))).toEqual(['false', 'false']);
    expect(results[0]).toHaveTextContent(en.studio.probe.leaked());
    expect(results[1]).toHaveTextContent(en.studio.probe.missed());
    expect(within(panel).getByText(en.studio.probe.fixHint())).toBeVisible();
  });

  it('chats with the twin for free, keeping nothing, and gives a failed message back', async () => {
    await openDraft();
    const log = await screen.findByTestId('test-chat-log');
    const input = screen.getByLabelText(en.studio.testChat.input());
    const points = getDb().wallets.map((w) => w.points);
    fireEvent.change(input, { target: { value: 'Where do you live?' } });
    fireEvent.click(button(en.studio.testChat.send()));
    await waitFor(() => expect(log.children.length).toBeGreaterThanOrEqual(3));
    expect(log).toHaveTextContent('Where do you live?');
    expect(getDb().wallets.map((w) => w.points)).toEqual(points);
    mockServer.use(http.post('*/api/my-agent/test-chat', () => HttpResponse.json({ status: 500, name: 'UnknownError', description: 'x' }, { status: 500 })));
    fireEvent.change(input, { target: { value: 'Still there?' } });
    fireEvent.click(button(en.studio.testChat.send()));
    expect(await screen.findByText(en.studio.testChat.failed())).toBeVisible();
    expect(input).toHaveValue('Still there?');
  });

  it('speaks Japanese', async () => {
    await openDraft('ja');
    expect(screen.getByTestId('agent-status')).toHaveTextContent(ja.studio.myAgent.status.draft());
    expect(button(ja.studio.myAgent.publish())).toBeVisible();
  });
});
