import { http } from 'msw';
import type { CurrentSubscriptionResponse, SubscribeResponse, SubscriptionPlansResponse } from '@/api/generated/model';
import { subscribeBody } from '@/api/generated/zod/subscription/subscription.zod';
import { withIdempotency } from '../../http/idempotency';
import { apiPath, json, route } from '../../http/route';
import { requireUser } from '../../http/session';
import { parseBody } from '../../http/validate';
import { subscriptionPlans } from './plans';
import { cancel, currentSubscriptionRow, subscribe, toUserSubscription } from './rules';

export const subscriptionHandlers = [
  http.get(
    apiPath('/user-subscription/current'),
    route(({ request }) => {
      const user = requireUser(request);
      const row = currentSubscriptionRow(user.id);
      return json<CurrentSubscriptionResponse>({ userSubscription: row ? toUserSubscription(row) : null });
    }),
  ),

  http.get(
    apiPath('/user-subscription/plans'),
    route(() => json<SubscriptionPlansResponse>({ plans: subscriptionPlans })),
  ),

  http.post(
    apiPath('/user-subscription/subscribe'),
    route(async ({ request }) => {
      const user = requireUser(request);
      const body = await parseBody(request, subscribeBody);
      const result = await withIdempotency<SubscribeResponse>(request, user.id, body, () => ({
        status: 201,
        body: subscribe(user.id, body.planId, body.paymentMethodId),
      }));
      return json<SubscribeResponse>(result.body, result.status);
    }),
  ),

  http.post(
    apiPath('/user-subscription/cancel'),
    route(({ request }) => {
      const user = requireUser(request);
      return json<CurrentSubscriptionResponse>({ userSubscription: cancel(user.id) });
    }),
  ),
];
