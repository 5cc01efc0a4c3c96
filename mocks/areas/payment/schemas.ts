import {
  addPaymentMethodBody,
  listPurchaseHistoryQueryPageDefault,
  listPurchaseHistoryQueryPageSizeDefault,
  listPurchaseHistoryQueryParams,
  topUpPointsBody,
} from '@/api/generated/zod/payment/payment.zod';

// The contract's `type: integer` is lost in orval's Zod output (1.5 passes): months, years,
// dollars and page numbers must be whole, so these put the rule back.
export const addCardSchema = addPaymentMethodBody.extend({
  expMonth: addPaymentMethodBody.shape.expMonth.int(),
  expYear: addPaymentMethodBody.shape.expYear.int(),
});

export const topUpSchema = topUpPointsBody.extend({ amountUsd: topUpPointsBody.shape.amountUsd.int() });

export const purchaseHistoryQuerySchema = listPurchaseHistoryQueryParams.extend({
  page: listPurchaseHistoryQueryParams.shape.page.unwrap().int().default(listPurchaseHistoryQueryPageDefault),
  pageSize: listPurchaseHistoryQueryParams.shape.pageSize.unwrap().int().default(listPurchaseHistoryQueryPageSizeDefault),
});
