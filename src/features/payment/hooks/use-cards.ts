import { useListPaymentMethods } from '@/api/generated/endpoints/payment/payment';
import type { PaymentMethod } from '@/api/generated/model';

/** The saved cards, default first (the bootstrap already fetched them, so this reads the cache). */
export const useCards = (): { cards: PaymentMethod[]; isPending: boolean } => {
  const query = useListPaymentMethods();
  return { cards: query.data?.paymentMethods ?? [], isPending: query.isPending };
};

export const defaultCardOf = (cards: PaymentMethod[]): PaymentMethod | undefined => cards.find((c) => c.isDefault) ?? cards[0];
