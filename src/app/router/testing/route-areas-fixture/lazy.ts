export const readsLazily = 'LL.referral.heading';
