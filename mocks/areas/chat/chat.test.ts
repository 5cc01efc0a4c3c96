import { describe, expect, it } from 'vitest';
import { getAgentInfo } from '@/api/generated/endpoints/agents/agents';
import { listMessages, restartChat, sendMessage, sendTip, unlockContent } from '@/api/generated/endpoints/chat/chat';
import { demoAccounts } from '../../db/seed-accounts';
import { getDb } from '../../db/store';
import { registerConnection } from '../../realtime/hub';
import { rejectionOf, signInAs, setupMockBackend } from '../../testing/test-kit';
import { earningCentsFor } from './earnings';

setupMockBackend();

const key = (name: string) => ({ 'Idempotency-Key': `${name}-${Math.random().toString(36).slice(2, 10)}` });
const pointsOf = (userId: string) => getDb().wallets.find((w) => w.userId === userId)?.points ?? 0;

describe('sending messages', () => {
  it('uses the free messages first, then charges the price, then refuses without storing or charging', async () => {
    const user = await signInAs(demoAccounts.fan);
    const mia = getDb().agents.find((a) => a.name === 'mia_moves')!;
    const { channel } = await getAgentInfo('mia_moves');
    expect(channel.freeMessagesLeft).toBe(mia.freeMessages);

    for (let i = 0; i < mia.freeMessages; i += 1) {
      const sent = await sendMessage('mia_moves', { text: `free ${i}` }, key('free'));
      expect(sent.message.pointsCharged).toBe(0);
    }
    const start = pointsOf(user.id);
    const paid = await sendMessage('mia_moves', { text: 'paid one' }, key('paid'));
    expect(paid.message.pointsCharged).toBe(mia.messagePrice);
    expect(paid.wallet.points).toBe(start - mia.messagePrice);
    expect(paid.channel.freeMessagesLeft).toBe(0);
    const earning = getDb().earnings.at(-1)!;
    expect(earning).toMatchObject({ userId: 'usr_mia', source: 'DIRECT', kind: 'MESSAGE', amountCents: earningCentsFor(mia.messagePrice) });

    getDb().wallets.find((w) => w.userId === user.id)!.points = mia.messagePrice - 1;
    const messagesBefore = getDb().messages.length;
    const error = await rejectionOf(sendMessage('mia_moves', { text: 'too poor' }, key('poor')));
    expect(error.status).toBe(402);
    expect(error.name).toBe('InsufficientPoints');
    expect(getDb().messages.length).toBe(messagesBefore);
    expect(pointsOf(user.id)).toBe(mia.messagePrice - 1);
  });

  it('streams the reply on the socket and stores it', async () => {
    const user = await signInAs(demoAccounts.fan);
    const events: [string, unknown][] = [];
    const done = new Promise<void>((resolve) => {
      const unregister = registerConnection(user.id, (_event, name, payload) => {
        events.push([String(name), payload]);
        if (name === 'agentReplyDone') {
          unregister();
          resolve();
        }
      });
    });
    const sent = await sendMessage('luna_stars', { text: 'Tell me about Cassiopeia' }, key('stream'));
    await done;
    // Luna's free messages are used up, so the charge's wallet update comes first.
    const names = events.map(([name]) => name).filter((name) => name !== 'updateWallet');
    expect(events[0]?.[0]).toBe('updateWallet');
    expect(names[0]).toBe('messageCreated');
    expect(names[1]).toBe('agentTyping');
    const deltas = events.filter(([name]) => name === 'agentReplyDelta').map(([, p]) => p as { delta: string; index: number });
    expect(deltas.length).toBeGreaterThan(1);
    expect(deltas.map((d) => d.index)).toEqual(deltas.map((_, i) => i));
    const finalMessage = (events.at(-1)![1] as { message: { id: string; text: string; sender: string } }).message;
    expect(finalMessage.sender).toBe('AGENT');
    expect(finalMessage.text).toBe(deltas.map((d) => d.delta).join(''));
    const page = await listMessages('luna_stars', { limit: 2 });
    expect(page.items.map((m) => m.id)).toEqual([finalMessage.id, sent.message.id]);
  });

  it('pages history newest first with a cursor, ending with null', async () => {
    await signInAs(demoAccounts.fan);
    const all = await listMessages('sakura_chan', { limit: 100 });
    expect(all.nextCursor).toBeNull();
    const first = await listMessages('sakura_chan', { limit: 5 });
    expect(first.items).toEqual(all.items.slice(0, 5));
    const second = await listMessages('sakura_chan', { limit: 5, before: first.nextCursor! });
    expect(second.items).toEqual(all.items.slice(5, 10));
  });
});

describe('tips', () => {
  it('charges a repeated tip once and refuses dollars that are not whole', async () => {
    const user = await signInAs(demoAccounts.fan);
    const start = pointsOf(user.id);
    const headers = key('tip');
    const first = await sendTip('aoi_draws', { amountUsd: 4, note: 'For Mochi' }, headers);
    const again = await sendTip('aoi_draws', { amountUsd: 4, note: 'For Mochi' }, headers);
    expect(again).toEqual(first);
    expect(pointsOf(user.id)).toBe(start - 400);
    expect(getDb().tips.filter((t) => t.id === first.tip.id)).toHaveLength(1);
    expect(getDb().earnings.filter((e) => e.kind === 'TIP' && e.createdAt === first.tip.createdAt && e.fanId === user.id)).toHaveLength(1);

    const reused = await rejectionOf(sendTip('aoi_draws', { amountUsd: 5 }, headers));
    expect(reused.name).toBe('IdempotencyKeyReused');
    const fraction = await rejectionOf(sendTip('aoi_draws', { amountUsd: 1.5 }, key('frac')));
    expect(fraction.name).toBe('ValidationFailed');
    expect(fraction.fields[0]?.path).toBe('amountUsd');
    const tooBig = await rejectionOf(sendTip('aoi_draws', { amountUsd: 101 }, key('big')));
    expect(tooBig.name).toBe('ValidationFailed');
  });
});

describe('restart and unlock', () => {
  it('restart clears the history, recharges the free messages and greets again', async () => {
    await signInAs(demoAccounts.fan);
    const aoi = getDb().agents.find((a) => a.name === 'aoi_draws')!;
    expect((await listMessages('aoi_draws', { limit: 100 })).items.length).toBeGreaterThan(5);
    const restarted = await restartChat('aoi_draws', key('restart'));
    expect(restarted.channel.freeMessagesLeft).toBe(aoi.freeMessages);
    expect(restarted.messages).toHaveLength(1);
    expect(restarted.messages[0]?.text).toBe(aoi.welcomeMessage);
    const history = await listMessages('aoi_draws', { limit: 100 });
    expect(history.items.map((m) => m.id)).toEqual([restarted.messages[0]!.id]);
  });

  it('unlocks content once: a second unlock charges nothing', async () => {
    const user = await signInAs(demoAccounts.fan);
    const start = pointsOf(user.id);
    const first = await unlockContent('aoi_draws', 'med_aoi_draws_4', key('unlock'));
    expect(first.content.unlocked).toBe(true);
    expect(first.content.mediaUrl).not.toBeNull();
    expect(first.wallet.points).toBe(start - 300);
    const second = await unlockContent('aoi_draws', 'med_aoi_draws_4', key('unlock'));
    expect(second.wallet.points).toBe(start - 300);
    expect(getDb().unlocks.filter((u) => u.userId === user.id && u.mediaId === 'med_aoi_draws_4')).toHaveLength(1);
    const missing = await rejectionOf(unlockContent('aoi_draws', 'med_luna_stars_2', key('other')));
    expect(missing.status).toBe(404);
  });
});
