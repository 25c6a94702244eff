/**
 * Query and mutation keys of the after-payment screens, from one factory, so no key is typed twice. The order
 * itself is the readings feature's entry (`readingKeys.order`): every screen shares one cached copy.
 * Mutation keys name the writes so a later offline queue can give them defaults (`setMutationDefaults`).
 */
export const afterPaymentKeys = {
  all: ['after-payment'] as const,
  upsell: (code: string) => [...afterPaymentKeys.all, 'upsell', code] as const,
  /** The offer's state as the server sees it (a query; `upsell` above is the answer's mutation). */
  upsellState: (code: string) => [...afterPaymentKeys.all, 'upsell-state', code] as const,
  /** What the paid order bought: the order, its bonuses and an accepted offer. */
  purchases: (code: string) => [...afterPaymentKeys.all, 'purchases', code] as const,
};
