import { http } from 'msw';
import type { BankInfoResponse, PayoutListResponse, PayoutResponse } from '@/api/generated/model';
import { requestPayoutBody, saveBankInfoBody } from '@/api/generated/zod/payouts/payouts.zod';
import { getDb } from '../../db/store';
import { nowIso } from '../../db/clock';
import { apiPath, json, route } from '../../http/route';
import { requireUser } from '../../http/session';
import { withIdempotency } from '../../http/idempotency';
import { parseBody, readJson, validate } from '../../http/validate';
import { requireOwnedAgent } from '../my-agent/rules';
import { availableBalanceCents, minimumPayoutCents, requestPayoutFor, toBankInfo, toPayout } from './rules';

/** Payouts belong to creators: the caller must own an agent. */
const requireCreator = (request: Request) => {
  const user = requireUser(request);
  requireOwnedAgent(user);
  return user;
};

export const payoutsHandlers = [
  http.get(
    apiPath('/my-agent/bank-info'),
    route(({ request }) => {
      const user = requireCreator(request);
      const row = getDb().bankInfos.find((b) => b.userId === user.id);
      return json<BankInfoResponse>({ bankInfo: row ? toBankInfo(row) : null });
    }),
  ),

  http.put(
    apiPath('/my-agent/bank-info'),
    route(async ({ request }) => {
      const user = requireCreator(request);
      const input = await parseBody(request, saveBankInfoBody);
      const db = getDb();
      const row = {
        userId: user.id,
        fullName: input.fullName.trim(),
        bankAccount: input.bankAccount.trim(),
        swiftCode: input.swiftCode.toUpperCase(),
        address: input.address.trim(),
        updatedAt: nowIso(),
      };
      db.bankInfos = [...db.bankInfos.filter((b) => b.userId !== user.id), row];
      return json<BankInfoResponse>({ bankInfo: toBankInfo(row) });
    }),
  ),

  http.get(
    apiPath('/my-agent/payouts'),
    route(({ request }) => {
      const user = requireCreator(request);
      const rows = getDb().payouts.filter((p) => p.userId === user.id);
      const items = [...rows].sort((a, b) => b.requestedAt.localeCompare(a.requestedAt)).map(toPayout);
      return json<PayoutListResponse>({ items, availableBalanceCents: availableBalanceCents(user.id), minimumPayoutCents });
    }),
  ),

  http.post(
    apiPath('/my-agent/payouts'),
    route(async ({ request }) => {
      const user = requireCreator(request);
      const { amountCents } = validate(requestPayoutBody, await readJson(request));
      const result = await withIdempotency(request, user.id, { amountCents }, () => {
        const payout = requestPayoutFor(user.id, amountCents);
        return { status: 201, body: { payout: toPayout(payout), availableBalanceCents: availableBalanceCents(user.id) } satisfies PayoutResponse };
      });
      return json(result.body, result.status);
    }),
  ),
];
