import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { Message } from '@/api/generated/model';
import { i18nObject } from '@/i18n/i18n-util';
import { storeMessage, toMessage } from '@mocks/areas/chat/channels';
import { getDb } from '@mocks/db/store';
import { mockServer } from '@mocks/node';
import { setupMockBackend } from '@mocks/testing/test-kit';
import { fakeRealtime, renderChatScreen, signIn } from '../testing/chat-test-kit';
import ChatPage from './chat-page';

// The conversation's live side: a reply streamed over the socket, announced once; the tab
// title in the background; a reply cut off by a dropped socket, recovered from the history;
// drafts kept across a reload; a send that loses the network; leaving with a draft; search.
setupMockBackend();

const LL = i18nObject('en');
let realtime: Awaited<ReturnType<typeof fakeRealtime>> | null = null;
afterEach(() => {
  realtime?.stop();
  realtime = null;
});

const open = async (agentName = 'aoi_draws') => {
  const user = await signIn();
  const screenApi = renderChatScreen(ChatPage, { route: `/chats/${agentName}`, path: '/chats/:agentName', locale: 'en' });
  realtime = await fakeRealtime(screenApi.queryClient);
  await screen.findByText('Haha, love that you noticed the scales. They took me three evenings 🐱');
  return { ...screenApi, user };
};

const agentMessage = (id: string, text: string, channelId: string): Message => ({
  id,
  channelId,
  sender: 'AGENT',
  kind: 'TEXT',
  text,
  createdAt: new Date().toISOString(),
  pointsCharged: 0,
  tipAmountUsd: null,
  content: null,
});

/** Streams `words` as the reply `id`, one delta each, as the socket would. */
const stream = (id: string, words: string[]) =>
  act(() => {
    realtime!.push('agentTyping', { agentName: 'aoi_draws', replyTo: id });
    words.forEach((delta, index) => realtime!.push('agentReplyDelta', { agentName: 'aoi_draws', replyId: id, index, delta }));
  });

const setVisibility = (state: DocumentVisibilityState) => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
};

describe('a conversation, live', () => {
  it('streams a reply into one row and announces it once, when it is finished, not per chunk', async () => {
    await open();
    const announcer = screen.getByTestId('reply-announcer');
    let changes = 0;
    const observer = new MutationObserver(() => (changes += 1));
    observer.observe(announcer, { subtree: true, childList: true, characterData: true });

    stream('msg_live_1', ['Drawing ', 'a ', 'fox ', 'today']);
    expect(await screen.findByTestId('streaming-reply')).toHaveTextContent('Drawing a fox today');
    expect(announcer).toHaveTextContent('');

    expect(screen.getByTestId('streaming-reply').closest('[data-message-id]')).toHaveAttribute('data-message-id', 'msg_live_1');
    const done = agentMessage('msg_live_1', 'Drawing a fox today', 'ch');
    act(() => realtime!.push('agentReplyDone', { agentName: 'aoi_draws', message: done }));
    await waitFor(() => expect(announcer).toHaveTextContent(LL.chat.announce.reply({ name: 'Aoi', text: 'Drawing a fox today' })));
    expect(screen.queryByTestId('streaming-reply')).toBeNull();
    // Delivered twice (a re-sent event): still announced once.
    act(() => realtime!.push('agentReplyDone', { agentName: 'aoi_draws', message: done }));
    await act(() => new Promise((r) => setTimeout(r, 0)));
    observer.disconnect();
    expect(changes).toBe(1);
  });

  it('shows a reply finished while the tab is in the background in its title, until the fan is back', async () => {
    await open();
    document.title = 'Kizuna';
    setVisibility('hidden');
    try {
      act(() => realtime!.push('agentReplyDone', { agentName: 'aoi_draws', message: agentMessage('msg_live_2', 'See you tomorrow!', 'ch') }));
      await waitFor(() => expect(document.title).toBe(LL.chat.announce.title({ name: 'Aoi', text: 'See you tomorrow!' })));
    } finally {
      setVisibility('visible');
    }
    expect(document.title).toBe('Kizuna');
  });

  describe('what the agent sends while the conversation is open', () => {
    /** The server stores an agent message, counts it unread and tells the socket, as it does for a reply. */
    const arrives = (user: { id: string }, text: string) => {
      const db = getDb();
      const agent = db.agents.find((a) => a.name === 'aoi_draws')!;
      const channel = db.channels.find((c) => c.userId === user.id && c.agentId === agent.id)!;
      const stored = storeMessage({ channelId: channel.id, sender: 'AGENT', kind: 'TEXT', text });
      channel.unreadCount += 1;
      act(() => realtime!.push('agentReplyDone', { agentName: 'aoi_draws', message: toMessage(stored, user.id) }));
      return channel;
    };

    it('is read at once while the fan can see it, so the chat list does not count it unread', async () => {
      const { user } = await open();
      const channel = arrives(user, 'Here is the sketch you asked for');
      await screen.findByText('Here is the sketch you asked for');
      await waitFor(() => expect(channel.unreadCount).toBe(0));
    });

    it('stays unread while the tab is hidden, and is read once the fan is back', async () => {
      const { user } = await open();
      const readsWhileHidden: string[] = [];
      const count = ({ request }: { request: Request }) => {
        if (document.visibilityState === 'hidden' && new URL(request.url).pathname.endsWith('/messages')) readsWhileHidden.push(request.url);
      };
      mockServer.events.on('request:start', count);
      setVisibility('hidden');
      try {
        const channel = arrives(user, 'Good night!');
        await screen.findByText('Good night!');
        expect(channel.unreadCount).toBe(1);
        setVisibility('visible');
        await waitFor(() => expect(channel.unreadCount).toBe(0));
        expect(readsWhileHidden).toEqual([]);
      } finally {
        setVisibility('visible');
        mockServer.events.removeListener('request:start', count);
      }
    });
  });

  it('recovers a reply cut off by a dropped socket from the history when it connects again', async () => {
    const { user } = await open();
    stream('msg_live_3', ['The ', 'whole ']);
    expect(await screen.findByTestId('streaming-reply')).toHaveTextContent('The whole');
    // The rest of the reply and its end were sent while the socket was down: only the
    // history has them.
    const db = getDb();
    const agent = db.agents.find((a) => a.name === 'aoi_draws')!;
    const channel = db.channels.find((c) => c.userId === user.id && c.agentId === agent.id)!;
    db.messages.push({
      id: 'msg_live_3',
      channelId: channel.id,
      sender: 'AGENT',
      kind: 'TEXT',
      text: 'The whole reply, stored.',
      createdAt: new Date().toISOString(),
      pointsCharged: 0,
      tipAmountUsd: null,
      mediaId: null,
    });
    act(() => realtime!.reconnect());
    const row = await waitFor(() => {
      const found = document.querySelector('[data-testid="message-list"] [data-message-id="msg_live_3"][data-status="sent"]');
      expect(found).not.toBeNull();
      return found as HTMLElement;
    });
    expect(row).toHaveTextContent('The whole reply, stored.');
    expect(screen.queryByTestId('streaming-reply')).toBeNull();
  });

  it('keeps the draft across a reload', async () => {
    const { unmount } = await open();
    fireEvent.change(screen.getByTestId('composer-input'), { target: { value: 'Half a thought' } });
    unmount();
    realtime?.stop();
    await open();
    expect(screen.getByTestId('composer-input')).toHaveValue('Half a thought');
  });

  it('shows a send as pending at once, failed as soon as the network is lost, and retries with the same key', async () => {
    const keys: (string | null)[] = [];
    let release: (response: Response) => void = () => undefined;
    mockServer.use(
      http.post('*/api/chats/:agentName/messages', ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'));
        return keys.length === 1 ? new Promise<Response>((resolve) => (release = resolve)) : undefined;
      }),
    );
    await open();
    fireEvent.change(screen.getByTestId('composer-input'), { target: { value: 'Still there?' } });
    await userEvent.type(screen.getByTestId('composer-input'), '{Enter}');
    // Pending while the send is held on the network (the handler above answers only on
    // release): the bubble shows after the optimistic update renders, which on a busy machine
    // can be a tick after the key press...
    const bubble = (await screen.findByText('Still there?')).closest('[data-message-id]') as HTMLElement;
    expect(bubble).toHaveAttribute('data-status', 'pending');
    expect(within(bubble).getByText(LL.chat.history.pending())).toBeInTheDocument();
    // ...and failed as soon as the connection drops, not after the send's timeout.
    release(Response.error());
    expect(await within(bubble).findByText(LL.chat.history.failed())).toBeInTheDocument();
    await userEvent.click(within(bubble).getByTestId('retry-send'));
    await waitFor(() => expect(screen.getByText('Still there?').closest('[data-message-id]')).toHaveAttribute('data-status', 'sent'));
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('asks before leaving with an unsent draft: Stay keeps the chat, Leave goes', async () => {
    const { router } = await open();
    fireEvent.change(screen.getByTestId('composer-input'), { target: { value: 'Not sent yet' } });
    act(() => void router.navigate('/elsewhere'));
    const dialog = await screen.findByTestId('leave-dialog');
    expect(dialog).toHaveTextContent(LL.chat.leave.draft());
    await userEvent.click(within(dialog).getByRole('button', { name: LL.chat.leave.stay() }));
    await waitFor(() => expect(screen.queryByTestId('leave-dialog')).toBeNull());
    expect(screen.getByTestId('composer-input')).toHaveValue('Not sent yet');
    act(() => void router.navigate('/elsewhere'));
    await userEvent.click(await screen.findByTestId('leave-dialog-confirm'));
    expect(await screen.findByTestId('elsewhere')).toBeInTheDocument();
  });

  it('searches the conversation and shows a picked result in the history', async () => {
    await open();
    fireEvent.click(screen.getByTestId('open-search'));
    fireEvent.change(await screen.findByTestId('search-input'), { target: { value: 'three evenings' } });
    const result = await screen.findByTestId('search-result');
    expect(result).toHaveTextContent('They took me three evenings');
    fireEvent.click(result);
    expect(within(screen.getByTestId('message-list')).getByText(/They took me three evenings/)).toBeInTheDocument();
  });
});
