/**
 * Query keys of the account feature, from one factory, so no key is typed twice. Logging out clears the whole
 * cache, so a shared phone shows the next person none of these.
 */
export const accountKeys = {
  all: ['account'] as const,
  orders: (userId: number) => [...accountKeys.all, 'orders', userId] as const,
};
