import {
  getAgentAlbum,
  listChats,
  listMessages,
  restartChat,
  searchMessages,
  sendMessage,
  sendTip,
  unlockContent,
} from '@/api/generated/endpoints/chat/chat';
import type { Scenario } from '../scenario';

const key = (ctx: Parameters<Scenario['run']>[0]) => ({ 'Idempotency-Key': ctx.idempotencyKey() });

export const scenarios: Scenario[] = [
  {
    operationId: 'listChats',
    run: async (ctx) => {
      await ctx.signInAs('fan');
      return listChats();
    },
  },
  {
    operationId: 'listMessages',
    run: async (ctx) => {
      await ctx.signInAs('fan');
      return listMessages('aoi_draws', { limit: 5 });
    },
  },
  {
    operationId: 'searchMessages',
    run: async (ctx) => {
      await ctx.signInAs('fan');
      return searchMessages('aoi_draws', { q: 'dragon' });
    },
  },
  {
    operationId: 'sendMessage',
    run: async (ctx) => {
      await ctx.signInAs('fan');
      return sendMessage('luna_stars', { text: 'What does Saturn say today?' }, key(ctx));
    },
  },
  {
    operationId: 'restartChat',
    run: async (ctx) => {
      await ctx.signInAs('fan');
      return restartChat('kenji_cooks', key(ctx));
    },
  },
  {
    operationId: 'sendTip',
    run: async (ctx) => {
      await ctx.signInAs('fan');
      return sendTip('sakura_chan', { amountUsd: 2, note: 'ありがとう！' }, key(ctx));
    },
  },
  {
    operationId: 'unlockContent',
    run: async (ctx) => {
      await ctx.signInAs('fan');
      return unlockContent('aoi_draws', 'med_aoi_draws_5', key(ctx));
    },
  },
  {
    operationId: 'getAgentAlbum',
    run: async (ctx) => {
      await ctx.signInAs('fan');
      return getAgentAlbum('aoi_draws');
    },
  },
];
