import { http } from 'msw';
import type {
  PaymentMethodResponse,
  PaymentMethodsResponse,
  PointsPackagesResponse,
  PurchasePage,
  PurchaseResponse,
} from '@/api/generated/model';
import {
  addPaymentMethodBody,
  listPurchaseHistoryQueryParams,
  purchasePointsPackageBody,
  removePaymentMethodParams,
  setDefaultPaymentMethodParams,
  topUpPointsBody,
} from '@/api/generated/zod/payment/payment.zod';
import { getDb } from '../../db/store';
import { fail } from '../../http/errors';
import { withIdempotency } from '../../http/idempotency';
import { newestFirst, paginate } from '../../http/paging';
import { apiPath, json, noContent, route } from '../../http/route';
import { requireUser } from '../../http/session';
import { parseBody, queryOf, validate } from '../../http/validate';
import { addCard, cardsOf, removeCard, setDefaultCard, toPaymentMethod } from './cards';
import { findPackage, formatPoints, pointsPackages, pointsPerUsd } from './catalog';
import { chargeAndCredit, toPurchase } from './charges';

export const paymentHandlers = [
  http.get(
    apiPath('/payment/payment-methods'),
    route(({ request }) => {
      const user = requireUser(request);
      return json<PaymentMethodsResponse>({ paymentMethods: cardsOf(user.id).map(toPaymentMethod) });
    }),
  ),

  http.post(
    apiPath('/payment/payment-methods'),
    route(async ({ request }) => {
      const user = requireUser(request);
      const input = await parseBody(request, addPaymentMethodBody);
      return json<PaymentMethodResponse>({ paymentMethod: toPaymentMethod(addCard(user.id, input)) }, 201);
    }),
  ),

  http.delete(
    apiPath('/payment/payment-methods/:paymentMethodId'),
    route(({ request, params }) => {
      const user = requireUser(request);
      const { paymentMethodId } = validate(removePaymentMethodParams, params);
      removeCard(user.id, paymentMethodId);
      return noContent();
    }),
  ),

  http.post(
    apiPath('/payment/payment-methods/:paymentMethodId/default'),
    route(({ request, params }) => {
      const user = requireUser(request);
      const { paymentMethodId } = validate(setDefaultPaymentMethodParams, params);
      setDefaultCard(user.id, paymentMethodId);
      return json<PaymentMethodsResponse>({ paymentMethods: cardsOf(user.id).map(toPaymentMethod) });
    }),
  ),

  http.get(
    apiPath('/payment/points-packages'),
    route(() => json<PointsPackagesResponse>({ packages: pointsPackages, pointsPerUsd })),
  ),

  http.post(
    apiPath('/payment/purchase'),
    route(async ({ request }) => {
      const user = requireUser(request);
      const body = await parseBody(request, purchasePointsPackageBody);
      const result = await withIdempotency<PurchaseResponse>(request, user.id, body, () => {
        const pkg = findPackage(body.packageId);
        if (!pkg) throw fail.notFound('No such points package.');
        const points = pkg.points + pkg.bonusPoints;
        const bonus = pkg.bonusPoints > 0 ? ` + ${formatPoints(pkg.bonusPoints)} bonus` : '';
        const sale = { kind: 'PACKAGE' as const, points, priceCents: pkg.priceCents, description: `${formatPoints(pkg.points)} points package${bonus}` };
        return { status: 201, body: chargeAndCredit(user.id, body.paymentMethodId, sale) };
      });
      return json<PurchaseResponse>(result.body, result.status);
    }),
  ),

  http.post(
    apiPath('/payment/top-up'),
    route(async ({ request }) => {
      const user = requireUser(request);
      const body = await parseBody(request, topUpPointsBody);
      const result = await withIdempotency<PurchaseResponse>(request, user.id, body, () => {
        const points = body.amountUsd * pointsPerUsd;
        const sale = { kind: 'TOP_UP' as const, points, priceCents: body.amountUsd * 100, description: `Top-up of $${body.amountUsd}` };
        return { status: 201, body: chargeAndCredit(user.id, body.paymentMethodId, sale) };
      });
      return json<PurchaseResponse>(result.body, result.status);
    }),
  ),

  http.get(
    apiPath('/payment/purchase-history'),
    route(({ request }) => {
      const user = requireUser(request);
      const { page, pageSize } = validate(listPurchaseHistoryQueryParams, queryOf(request));
      const rows = newestFirst(getDb().purchases.filter((p) => p.userId === user.id));
      const { items, pageInfo } = paginate(rows, page, pageSize);
      return json<PurchasePage>({ items: items.map(toPurchase), pageInfo });
    }),
  ),
];
