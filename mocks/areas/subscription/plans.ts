import type { SubscriptionPlan } from '@/api/generated/model';

// The plans on offer, cheapest first. Each month's points are worth more than the price
// would buy in a top-up; that is the reason to subscribe.
export const subscriptionPlans: SubscriptionPlan[] = [
  { id: 'plan_basic', name: 'Basic', priceCents: 499, monthlyPoints: 600, perks: ['BONUS_POINTS'] },
  { id: 'plan_plus', name: 'Plus', priceCents: 999, monthlyPoints: 1300, perks: ['BONUS_POINTS', 'DISCOUNTED_MESSAGES'] },
  {
    id: 'plan_premium',
    name: 'Premium',
    priceCents: 1999,
    monthlyPoints: 2800,
    perks: ['BONUS_POINTS', 'DISCOUNTED_MESSAGES', 'EXCLUSIVE_CONTENT', 'PRIORITY_REPLIES'],
  },
];

export const findPlan = (planId: string): SubscriptionPlan | undefined => subscriptionPlans.find((p) => p.id === planId);

/** The same day `months` calendar months later (UTC), kept within shorter months. */
export const addMonths = (iso: string, months: number): string => {
  const date = new Date(iso);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, lastDay));
  return date.toISOString();
};

export const subscriptionDescription = (plan: SubscriptionPlan): string => `${plan.name} plan, monthly`;
