export const readsStatically = 'LL.chat.heading';
