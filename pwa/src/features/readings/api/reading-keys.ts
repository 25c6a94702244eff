/**
 * Query keys of the readings feature, from one factory, so no key is typed twice. Codes are the canonical form
 * (`normalizeRequestCode`), so a link typed in lower case shares the cache entry of the original.
 */
export const readingKeys = {
  all: ['readings'] as const,
  /**
   * One reading. `readings.byCode` and `readings.get` answer the same record, so both use this entry:
   * a confirmation or a subscription then updates every screen that shows the reading.
   */
  detail: (code: string) => [...readingKeys.all, 'detail', code] as const,
  /** The order behind a request code (`orders.code`). */
  order: (code: string) => [...readingKeys.all, 'order', code] as const,
  /** The order with its free reading (`orders.byCode`). */
  orderWithReading: (code: string) => [...readingKeys.all, 'order-with-reading', code] as const,
};
