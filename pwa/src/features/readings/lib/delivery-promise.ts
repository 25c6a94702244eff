import { FREE_READING_PROMISE, PAID_READING_PROMISE } from '@shared/domain/delivery';

/** One rule for every screen: the free reading within 24 hours, paid ones within 24-48. */
export function deliveryPromise(isPaid: boolean): string {
  return isPaid ? PAID_READING_PROMISE : FREE_READING_PROMISE;
}
