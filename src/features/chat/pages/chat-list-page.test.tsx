import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, onTestFinished } from 'vitest';
import { getListChatsQueryOptions } from '@/api/generated/endpoints/chat/chat';
import { createQueryClient } from '@/api/query-client';
import type { Locales } from '@/i18n/i18n-types';
import { i18nObject } from '@/i18n/i18n-util';
import { storeMessage, toMessage } from '@mocks/areas/chat/channels';
import { getDb } from '@mocks/db/store';
import { mockServer } from '@mocks/node';
import { setupMockBackend } from '@mocks/testing/test-kit';
import { prefetchFirstPage } from '../lib/first-page';
import { fakeRealtime, newbieEmail, renderChatScreen, signIn } from '../testing/chat-test-kit';
import ChatListPage from './chat-list-page';

setupMockBackend();

const renderListIn = (locale: Locales) => () => renderChatScreen(ChatListPage, { route: '/chats', path: '/chats', locale });

const showsEveryConversation = (locale: Locales) => async () => {
  const LL = i18nObject(locale);
  await signIn();
  renderListIn(locale)();
  expect(screen.getByTestId('chat-list-loading')).toBeInTheDocument();
  const rows = await screen.findAllByTestId('chat-row');
  expect(rows.map((r) => r.getAttribute('data-agent'))).toEqual(['sakura_chan', 'kenji_cooks', 'luna_stars', 'aoi_draws']);
  expect(within(rows[0]!).getByTestId('unread-count')).toHaveTextContent('1');
  expect(within(rows[2]!).getByTestId('chat-preview')).toHaveTextContent('Wait, a $5 tip?!');
  // Discovery offers only the agents the fan has not chatted with.
  const cards = await screen.findAllByTestId('agent-card');
  expect(cards.map((c) => c.getAttribute('data-agent'))).toEqual(['mia_moves']);
  expect(screen.getByRole('heading', { name: LL.chat.discover.title() })).toBeInTheDocument();
};

// One Japanese render proves the screen reads its strings through i18n; every key's Japanese
// text is checked once, in src/i18n/translations.test.ts (docs/decisions/testing.md, Languages).
describe('the chat list (ja)', () => {
  it('shows a loading state, then every conversation most recent first with its unread count, and discovery', showsEveryConversation('ja'));
});

describe('the chat list', () => {
  const locale: Locales = 'en';
  const LL = i18nObject(locale);
  const renderList = renderListIn(locale);

  it('shows a loading state, then every conversation most recent first with its unread count, and discovery', showsEveryConversation(locale));

  it('stays live: a new reply moves its chat to the top and bumps its unread count', async () => {
    const user = await signIn();
    const { queryClient } = renderList();
    const realtime = await fakeRealtime(queryClient);
    try {
      const rows = await screen.findAllByTestId('chat-row');
      expect(rows.at(-1)).toHaveAttribute('data-agent', 'aoi_draws');
      expect(within(rows.at(-1)!).queryByTestId('unread-count')).toBeNull();
      // The server stores Aoi's reply and counts it unread, then tells the fan's socket.
      const db = getDb();
      const agent = db.agents.find((a) => a.name === 'aoi_draws')!;
      const channel = db.channels.find((c) => c.userId === user.id && c.agentId === agent.id)!;
      const reply = storeMessage({ channelId: channel.id, sender: 'AGENT', kind: 'TEXT', text: 'A new sketch is ready for you' });
      channel.unreadCount += 1;
      act(() => realtime.push('agentReplyDone', { agentName: 'aoi_draws', message: toMessage(reply, user.id) }));
      await waitFor(() => expect(screen.getAllByTestId('chat-row')[0]).toHaveAttribute('data-agent', 'aoi_draws'));
      const top = screen.getAllByTestId('chat-row')[0]!;
      expect(within(top).getByTestId('unread-count')).toHaveTextContent('1');
      expect(within(top).getByTestId('chat-preview')).toHaveTextContent('A new sketch is ready for you');
    } finally {
      realtime.stop();
    }
  });

  describe('with the app\'s query defaults, after the route\'s loader has asked for the list', () => {
    // As on a visit: the loader's request (src/app/router/route-loaders.tsx), then the screen.
    const visit = async (queryClient = createQueryClient()) => {
      let requests = 0;
      const count = ({ request }: { request: Request }) => {
        if (request.method === 'GET' && new URL(request.url).pathname.endsWith('/api/chats')) requests += 1;
      };
      mockServer.events.on('request:start', count);
      onTestFinished(() => mockServer.events.removeListener('request:start', count));
      await queryClient.ensureQueryData(getListChatsQueryOptions());
      return { queryClient, requests: () => requests };
    };
    const rowsNow = async () => {
      await waitFor(() => expect(screen.getAllByTestId('chat-row')[0]).toHaveAttribute('data-agent', 'aoi_draws'));
      return screen.getAllByTestId('chat-row');
    };

    it('draws what the loader brought without asking again', async () => {
      await signIn();
      const { queryClient, requests } = await visit();
      renderChatScreen(ChatListPage, { route: '/chats', path: '/chats', locale, queryClient });
      expect(await screen.findAllByTestId('chat-row')).toHaveLength(4);
      await screen.findAllByTestId('agent-card');
      expect(requests()).toBe(1);
    });

    it('asks again once a chat has been opened, which read it', async () => {
      await signIn();
      const { queryClient, requests } = await visit();
      // The chat screen's loader reads Sakura's newest page: the server marks it read.
      await prefetchFirstPage(queryClient, 'sakura_chan');
      renderChatScreen(ChatListPage, { route: '/chats', path: '/chats', locale, queryClient });
      await waitFor(() => expect(requests()).toBe(2));
      await waitFor(() => {
        const sakura = screen.getAllByTestId('chat-row').find((row) => row.getAttribute('data-agent') === 'sakura_chan')!;
        expect(within(sakura).queryByTestId('unread-count')).toBeNull();
      });
    });

    it('asks again after a reply that came while it was not shown', async () => {
      const user = await signIn();
      // The socket is up before the visit: its connect's catch-up is not what makes the list stale.
      const queryClient = createQueryClient();
      const realtime = await fakeRealtime(queryClient);
      await visit(queryClient);
      try {
        const db = getDb();
        const agent = db.agents.find((a) => a.name === 'aoi_draws')!;
        const channel = db.channels.find((c) => c.userId === user.id && c.agentId === agent.id)!;
        const reply = storeMessage({ channelId: channel.id, sender: 'AGENT', kind: 'TEXT', text: 'Drawn while you were away' });
        channel.unreadCount += 1;
        realtime.push('agentReplyDone', { agentName: 'aoi_draws', message: toMessage(reply, user.id) });
        renderChatScreen(ChatListPage, { route: '/chats', path: '/chats', locale, queryClient });
        const [top] = await rowsNow();
        expect(within(top!).getByTestId('unread-count')).toHaveTextContent('1');
        expect(within(top!).getByTestId('chat-preview')).toHaveTextContent('Drawn while you were away');
      } finally {
        realtime.stop();
      }
    });
  });

  it('leads a new fan from the empty state to discovery', async () => {
    await signIn(newbieEmail);
    renderList();
    expect(await screen.findByTestId('chat-list-empty')).toHaveTextContent(LL.chat.list.empty.title());
    expect((await screen.findAllByTestId('agent-card')).length).toBeGreaterThan(3);
    expect(screen.getAllByRole('link', { name: LL.chat.list.openChat({ name: 'Aoi' }) })[0]).toHaveAttribute('href', '/chats/aoi_draws');
  });

  it('says when the list cannot be loaded and offers a retry', async () => {
    await signIn();
    mockServer.use(http.get('*/api/chats', () => HttpResponse.json({ status: 500, name: 'UnknownError', description: 'boom' }, { status: 500 })));
    renderList();
    const error = await screen.findByTestId('chat-list-error', {}, { timeout: 5_000 });
    expect(error).toHaveTextContent(LL.chat.list.error());
    expect(within(error).getByRole('button', { name: LL.chat.list.retry() })).toBeInTheDocument();
  });
});
