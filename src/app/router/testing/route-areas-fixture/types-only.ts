export type TypesOnly = 'LL.payment.heading';
