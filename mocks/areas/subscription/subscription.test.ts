import { describe, expect, it } from 'vitest';
import {
  cancelSubscription,
  getCurrentSubscription,
  listSubscriptionPlans,
  subscribe,
} from '@/api/generated/endpoints/subscription/subscription';
import { getWallet } from '@/api/generated/endpoints/wallet/wallet';
import { setMockNow } from '../../db/clock';
import { demoAccounts } from '../../db/seed-accounts';
import { getDb } from '../../db/store';
import { rejectionOf, signInAs, setupMockBackend } from '../../testing/test-kit';

setupMockBackend();

const key = (name: string) => ({ 'Idempotency-Key': `sub-key-${name}` });

describe('subscriptions', () => {
  it('offers three plans, cheapest first', async () => {
    const { plans } = await listSubscriptionPlans();
    expect(plans.map((p) => p.id)).toEqual(['plan_basic', 'plan_plus', 'plan_premium']);
  });

  it('shows the fan’s seeded Plus plan, and refuses subscribing to it again', async () => {
    await signInAs(demoAccounts.fan);
    const { userSubscription } = await getCurrentSubscription();
    expect(userSubscription).toMatchObject({ status: 'ACTIVE', plan: { id: 'plan_plus' }, canceledAt: null });
    const error = await rejectionOf(subscribe({ planId: 'plan_plus', paymentMethodId: 'pm_visa_4242' }, key('again')));
    expect([error.status, error.name]).toEqual([409, 'AlreadyAdded']);
  });

  it('charges the first month once and credits its points, even when repeated', async () => {
    await signInAs(demoAccounts.googleFan);
    expect((await getCurrentSubscription()).userSubscription).toBeNull();
    const before = (await getWallet()).wallet.points;
    const body = { planId: 'plan_premium', paymentMethodId: 'pm_mc_4444' };

    const first = await subscribe(body, key('premium'));
    await subscribe(body, key('premium'));

    expect(first.userSubscription).toMatchObject({ status: 'ACTIVE', plan: { id: 'plan_premium', monthlyPoints: 2800 } });
    expect((await getWallet()).wallet.points).toBe(before + 2800);
    const charges = getDb().purchases.filter((p) => p.userId === 'usr_google' && p.kind === 'SUBSCRIPTION');
    expect(charges).toEqual([expect.objectContaining({ priceCents: 1999, points: 2800, paymentMethodLast4: '4444' })]);
  });

  it('switches plans at once', async () => {
    await signInAs(demoAccounts.fan);
    const { userSubscription } = await subscribe({ planId: 'plan_premium', paymentMethodId: 'pm_visa_4242' }, key('switch'));
    expect(userSubscription.plan.id).toBe('plan_premium');
    expect((await getCurrentSubscription()).userSubscription?.id).toBe(userSubscription.id);
    expect(getDb().subscriptions.find((s) => s.id === 'sub_fan_plus')?.status).toBe('CANCELED');
  });

  it('cancels at the end of the period, after which there is none', async () => {
    await signInAs(demoAccounts.fan);
    const { userSubscription } = await cancelSubscription();
    expect(userSubscription).toMatchObject({ status: 'CANCELED', canceledAt: expect.any(String) });
    expect((await getCurrentSubscription()).userSubscription?.status).toBe('CANCELED');
    expect((await rejectionOf(cancelSubscription())).status).toBe(404);

    setMockNow(new Date(new Date(userSubscription?.currentPeriodEnd ?? '').getTime() + 1000));
    await signInAs(demoAccounts.fan);
    expect((await getCurrentSubscription()).userSubscription).toBeNull();
  });

  it('404s cancelling without a subscription', async () => {
    await signInAs(demoAccounts.newbie);
    const error = await rejectionOf(cancelSubscription());
    expect([error.status, error.name]).toEqual([404, 'NotFound']);
  });
});
