import { http } from 'msw';
import type { AlbumResponse, ChatListResponse, MessagePage, MessageSearchResponse, RestartChatResponse } from '@/api/generated/model';
import {
  getAgentAlbumParams,
  listMessagesParams,
  listMessagesQueryParams,
  restartChatParams,
  searchMessagesParams,
  searchMessagesQueryParams,
  sendMessageBody,
  sendMessageParams,
  sendTipBody,
  sendTipParams,
  unlockContentParams,
} from '@/api/generated/zod/chat/chat.zod';
import { getDb, saveDb } from '../../db/store';
import { apiPath, json, route } from '../../http/route';
import { requireUser } from '../../http/session';
import { parseBody, queryOf, readJson, validate } from '../../http/validate';
import { requireIdempotencyKey, withIdempotency } from '../../http/idempotency';
import { toAgentPublic, visibleAgent } from '../agents/rules';
import { lastMessageOf, messagesOf, openChannel, restartChannel, toChannel, toMessage } from './channels';
import { albumOf, toLockedContent } from './content';
import { pageBefore } from './history';
import { sendChatMessage, sendTipTo, unlockFor } from './rules';

const recentFirst = (a: { at: string }, b: { at: string }): number => b.at.localeCompare(a.at);

export const chatHandlers = [
  http.get(
    apiPath('/chats'),
    route(({ request }) => {
      const user = requireUser(request);
      const db = getDb();
      const items = db.channels
        .filter((c) => c.userId === user.id)
        .flatMap((channel) => {
          const agent = db.agents.find((a) => a.id === channel.agentId);
          return agent ? [{ channel, agent, at: lastMessageOf(channel.id)?.createdAt ?? channel.startedAt }] : [];
        })
        .sort(recentFirst)
        .map(({ channel, agent }) => ({ agent: toAgentPublic(agent), channel: toChannel(channel) }));
      return json<ChatListResponse>({ items });
    }),
  ),

  http.get(
    apiPath('/chats/:agentName/messages'),
    route(({ request, params }) => {
      const user = requireUser(request);
      const { agentName } = validate(listMessagesParams, params);
      const { before, limit } = validate(listMessagesQueryParams, queryOf(request));
      const agent = visibleAgent(agentName, user);
      const { channel, created } = openChannel(user.id, agent);
      const page = pageBefore(messagesOf(channel.id), before, limit);
      // Reading the newest page is what marks the conversation as read.
      if (!before && (channel.unreadCount > 0 || created)) {
        channel.unreadCount = 0;
        saveDb();
      }
      return json<MessagePage>({ items: page.items.map((m) => toMessage(m, user.id)), nextCursor: page.nextCursor });
    }),
  ),

  http.get(
    apiPath('/chats/:agentName/messages/search'),
    route(({ request, params }) => {
      const user = requireUser(request);
      const { agentName } = validate(searchMessagesParams, params);
      const { q, limit } = validate(searchMessagesQueryParams, queryOf(request));
      const agent = visibleAgent(agentName, user);
      const { channel } = openChannel(user.id, agent);
      const needle = q.trim().toLocaleLowerCase();
      const items = messagesOf(channel.id)
        .filter((m) => needle.length > 0 && m.text.toLocaleLowerCase().includes(needle))
        .reverse()
        .slice(0, limit ?? 20)
        .map((m) => toMessage(m, user.id));
      return json<MessageSearchResponse>({ items });
    }),
  ),

  http.post(
    apiPath('/chats/:agentName/messages'),
    route(async ({ request, params }) => {
      const user = requireUser(request);
      requireIdempotencyKey(request);
      const { agentName } = validate(sendMessageParams, params);
      const body = await parseBody(request, sendMessageBody);
      const agent = visibleAgent(agentName, user);
      const result = await withIdempotency(request, user.id, body, () => {
        const { channel } = openChannel(user.id, agent);
        return { status: 202, body: sendChatMessage(user, agent, channel, body.text) };
      });
      return json(result.body, result.status);
    }),
  ),

  http.post(
    apiPath('/chats/:agentName/restart'),
    route(async ({ request, params }) => {
      const user = requireUser(request);
      requireIdempotencyKey(request);
      const { agentName } = validate(restartChatParams, params);
      const agent = visibleAgent(agentName, user);
      const result = await withIdempotency(request, user.id, null, () => {
        const { channel } = openChannel(user.id, agent);
        const greeting = restartChannel(channel, agent);
        return { status: 200, body: { channel: toChannel(channel), messages: [toMessage(greeting, user.id)] } satisfies RestartChatResponse };
      });
      return json(result.body, result.status);
    }),
  ),

  http.post(
    apiPath('/chats/:agentName/tips'),
    route(async ({ request, params }) => {
      const user = requireUser(request);
      requireIdempotencyKey(request);
      const { agentName } = validate(sendTipParams, params);
      const body = validate(sendTipBody, await readJson(request));
      const agent = visibleAgent(agentName, user);
      const result = await withIdempotency(request, user.id, body, () => {
        const { channel } = openChannel(user.id, agent);
        return { status: 201, body: sendTipTo(user, agent, channel, body.amountUsd, body.note) };
      });
      return json(result.body, result.status);
    }),
  ),

  http.post(
    apiPath('/chats/:agentName/contents/:contentId/unlock'),
    route(async ({ request, params }) => {
      const user = requireUser(request);
      requireIdempotencyKey(request);
      const { agentName, contentId } = validate(unlockContentParams, params);
      const agent = visibleAgent(agentName, user);
      const result = await withIdempotency(request, user.id, null, () => ({ status: 200, body: unlockFor(user, agent, contentId) }));
      return json(result.body, result.status);
    }),
  ),

  http.get(
    apiPath('/chats/:agentName/album'),
    route(({ request, params }) => {
      const user = requireUser(request);
      const { agentName } = validate(getAgentAlbumParams, params);
      const agent = visibleAgent(agentName, user);
      return json<AlbumResponse>({ agent: toAgentPublic(agent), items: albumOf(agent.id).map((m) => toLockedContent(m, user.id)) });
    }),
  ),
];
