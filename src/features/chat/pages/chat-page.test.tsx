import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Locales } from '@/i18n/i18n-types';
import { i18nObject } from '@/i18n/i18n-util';
import { getDb } from '@mocks/db/store';
import { mockServer } from '@mocks/node';
import { setupMockBackend } from '@mocks/testing/test-kit';
import { loadDraft } from '../lib/storage';
import { renderChatScreen, signIn } from '../testing/chat-test-kit';
import ChatPage from './chat-page';

setupMockBackend();

const insufficient = () =>
  HttpResponse.json({ status: 402, name: 'InsufficientPoints', description: 'Insufficient points.' }, { status: 402 });

/** Types the whole text at once (as a paste would), then presses Enter. */
const send = async (input: HTMLElement, text: string) => {
  fireEvent.change(input, { target: { value: text } });
  await userEvent.type(input, '{Enter}');
};

const renderChatIn =
  (locale: Locales) =>
  (agentName = 'aoi_draws') =>
    renderChatScreen(ChatPage, { route: `/chats/${agentName}`, path: '/chats/:agentName', locale });

/** The seeded conversation is a month old: its welcome offer is over, messages cost points. */
const showsTheConversation = (locale: Locales) => async () => {
  const LL = i18nObject(locale);
  await signIn();
  renderChatIn(locale)();
  expect(await screen.findByRole('heading', { level: 1, name: 'Aoi' })).toBeInTheDocument();
  expect(await screen.findByText('Haha, love that you noticed the scales. They took me three evenings 🐱')).toBeInTheDocument();
  expect(screen.getByTestId('offer-expired')).toHaveTextContent(LL.chat.countdown.expired());
  expect(screen.getByTestId('message-cost')).toHaveTextContent(LL.chat.composer.price({ count: 10 }));
};

// One Japanese render proves the screen reads its strings through i18n; every key's Japanese
// text is checked once, in src/i18n/translations.test.ts (docs/decisions/testing.md, Languages).
describe('a conversation (ja)', () => {
  it('loads, then shows the newest messages, the cost of the next message and the balance', showsTheConversation('ja'));
});

describe('a conversation', () => {
  const locale: Locales = 'en';
  const LL = i18nObject(locale);
  const renderChat = renderChatIn(locale);

  it('loads, then shows the newest messages, the cost of the next message and the balance', showsTheConversation(locale));

  it("loads an offer's picture in the conversation at once, not when a layout finds it in view", async () => {
    await signIn();
    renderChat();
    const offers = await screen.findAllByTestId(/^(locked|unlocked)-content$/);
    for (const offer of offers) expect(offer.querySelector('img')).toHaveAttribute('loading', 'eager');
  });

  it('shows a fresh conversation its free messages and the live countdown', async () => {
    await signIn();
    renderChat('mia_moves');
    expect(await screen.findByTestId('offer-countdown')).toHaveTextContent(/(23:59|24:00):\d\d/);
    expect(screen.getByTestId('message-cost')).toHaveTextContent(LL.chat.composer.free({ count: 3 }));
  });

  it('says when the history cannot be loaded, and loads it on retry', async () => {
    await signIn();
    let fail = true;
    mockServer.use(
      http.get('*/api/chats/:agentName/messages', () => (fail ? HttpResponse.json({ status: 500, name: 'UnknownError', description: 'x' }, { status: 500 }) : undefined)),
    );
    renderChat();
    expect(await screen.findByText(LL.chat.history.error())).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: LL.chat.history.retry() }));
    expect(await screen.findByText('Can I see it?')).toBeInTheDocument();
  });

  it('on insufficient points says so, links to top up and back, and keeps the text as the draft', async () => {
    const user = await signIn();
    mockServer.use(http.post('*/api/chats/:agentName/messages', insufficient));
    renderChat();
    const input = await screen.findByTestId('composer-input');
    await send(input, 'One more question');
    const banner = await screen.findByTestId('insufficient-points');
    expect(banner).toHaveTextContent(LL.chat.insufficient.title());
    expect(within(banner).getByTestId('top-up')).toHaveAttribute('href', `/payment?redirect=${encodeURIComponent('/chats/aoi_draws')}`);
    await waitFor(() => expect(input).toHaveValue('One more question'));
    expect(loadDraft(user.id, 'aoi_draws')).toBe('One more question');
  });

  it('keeps a failed send with its text and retries it with the same Idempotency-Key', async () => {
    await signIn();
    const keys: (string | null)[] = [];
    let fail = true;
    mockServer.use(
      http.post('*/api/chats/:agentName/messages', ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'));
        return fail ? HttpResponse.error() : undefined;
      }),
    );
    renderChat();
    await send(await screen.findByTestId('composer-input'), 'Are you there?');
    expect(await screen.findByText(LL.chat.history.failed())).toBeInTheDocument();
    expect(screen.getByText('Are you there?')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByTestId('retry-send'));
    await waitFor(() => expect(screen.queryByText(LL.chat.history.failed())).toBeNull());
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
    expect(getDb().messages.filter((m) => m.text === 'Are you there?')).toHaveLength(1);
  });

  it('shows text as text: markup stays visible, links are only http(s) and open safely', async () => {
    const user = await signIn();
    const channel = getDb().channels.find((c) => c.userId === user.id && c.agentId === getDb().agents.find((a) => a.name === 'luna_stars')?.id);
    getDb().messages.push({
      id: 'msg_markup',
      channelId: channel!.id,
      sender: 'AGENT',
      kind: 'TEXT',
      text: '<b>bold?</b> <img src=x onerror=alert(1)>\nline two 🌙 https://example.com/a. javascript:alert(1)',
      createdAt: new Date().toISOString(),
      pointsCharged: 0,
      tipAmountUsd: null,
      mediaId: null,
    });
    renderChat('luna_stars');
    const text = await screen.findByText(/<b>bold\?<\/b>/);
    expect(text.textContent).toContain('<img src=x onerror=alert(1)>\nline two 🌙');
    expect(document.querySelector('b, img[src="x"]')).toBeNull();
    const links = [...text.querySelectorAll('a')];
    expect(links.map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('rel'), a.getAttribute('target')])).toEqual([
      ['https://example.com/a', 'https://example.com/a', 'noopener noreferrer', '_blank'],
    ]);
  });
});
