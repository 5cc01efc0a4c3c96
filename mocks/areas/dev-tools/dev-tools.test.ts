import { describe, expect, it } from 'vitest';
import { sendVerificationCode } from '@/api/generated/endpoints/verification/verification';
import { requestPasswordReset } from '@/api/generated/endpoints/password-reset/password-reset';
import { demoAccounts } from '../../db/seed-accounts';
import { getDb } from '../../db/store';
import { passesLuhn } from '../payment/card-numbers';
import { uniqueCardNumber } from '../../testing/scenario-kit';
import { setupMockBackend, signInAs } from '../../testing/test-kit';
import { hostileCorpus } from '../../../tests/fixtures/hostile-corpus';
import { hostileName, hostileValue } from './hostile';

setupMockBackend();

const mockUrl = (path: string) => `http://localhost:3000/__mock/${path}`;

describe('mock dev tools', () => {
  it('lists the outbox newest first', async () => {
    await sendVerificationCode({ email: 'first@kizuna.example' });
    await requestPasswordReset({ email: demoAccounts.fan });
    const { items } = (await (await fetch(mockUrl('outbox'))).json()) as { items: { to: string; kind: string }[] };
    expect(items.map((m) => [m.to, m.kind])).toEqual([
      [demoAccounts.fan, 'PASSWORD_RESET'],
      ['first@kizuna.example', 'VERIFICATION_CODE'],
    ]);
  });

  it('resets the database to the seed', async () => {
    getDb().users.splice(0, 1);
    const response = await fetch(mockUrl('reset'), { method: 'POST' });
    expect(response.status).toBe(204);
    expect(getDb().users.some((u) => u.email === demoAccounts.fan)).toBe(true);
  });

  it('fails the next calls of one operation with a server error, then answers again', async () => {
    const { getAgentInfo } = await import('@/api/generated/endpoints/agents/agents');
    await signInAs(demoAccounts.fan);
    const plan = await fetch(mockUrl('fail'), { method: 'POST', body: JSON.stringify({ method: 'GET', path: '/api/agent/info/aoi_draws', times: 2 }) });
    expect(plan.status).toBe(204);
    for (let i = 0; i < 2; i += 1) await expect(getAgentInfo('aoi_draws')).rejects.toMatchObject({ status: 500, name: 'UnknownError' });
    await expect(getAgentInfo('aoi_draws')).resolves.toMatchObject({ agent: { name: 'aoi_draws' } });
    const refused = await fetch(mockUrl('fail'), { method: 'POST', body: JSON.stringify({ method: 'GET' }) });
    expect(refused.status).toBe(400);
  });

  it('lists the demo accounts with their passwords', async () => {
    const { items } = (await (await fetch(mockUrl('accounts'))).json()) as { items: { email: string; password: string | null }[] };
    expect(items.map((a) => a.email)).toEqual(Object.values(demoAccounts));
    expect(items.find((a) => a.email === demoAccounts.googleFan)?.password).toBeNull();
  });

  it('makes card numbers that pass the Luhn check', () => {
    for (let i = 0; i < 50; i += 1) expect(passesLuhn(uniqueCardNumber())).toBe(true);
  });

  it('rewrites the seeded records with hostile text', async () => {
    const response = await fetch(mockUrl('hostile'), { method: 'POST', body: '{}' });
    expect(response.status).toBe(200);
    const db = getDb();
    expect(db.users.every((u) => u.nickname === hostileName && u.username === hostileName)).toBe(true);
    const aoi = db.agents.find((a) => a.name === 'aoi_draws');
    const fan = db.users.find((u) => u.email === demoAccounts.fan);
    if (!fan) throw new Error('no fan in the seed');
    expect(aoi?.displayName).toBe(hostileName);
    expect(aoi?.settings.welcomeMessage.text).toBe(hostileValue);
    expect(aoi?.settings.mustKnowInfo.items.length).toBeLessThanOrEqual(10);
    expect(db.media.every((m) => hostileCorpus.includes(m.title) || m.title === hostileValue)).toBe(true);
    // Every user with links has one labelled with the composite and the long line.
    const owners = new Set(db.shareLinks.map((link) => link.userId));
    for (const owner of owners) expect(db.shareLinks.some((link) => link.userId === owner && link.label === hostileValue)).toBe(true);
    expect(db.shareLinks.some((link) => link.userId === fan.id)).toBe(true);
    // One conversation holds every corpus entry.
    const channel = db.channels.find((c) => c.userId === fan?.id && c.agentId === aoi?.id);
    const texts = new Set(db.messages.filter((m) => m.channelId === channel?.id).map((m) => m.text));
    expect(hostileCorpus.every((text) => texts.has(text))).toBe(true);
  });
});
