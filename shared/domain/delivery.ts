/** Delivery promises: one constant each, used by every screen, mail and the staff queue. */
export const FREE_READING_DELIVERY_HOURS = 24;
export const PAID_READING_DELIVERY = { minHours: 24, maxHours: 48 } as const;
export const SUPPORT_REPLY_HOURS = 24;

export const FREE_READING_PROMISE = `within ${FREE_READING_DELIVERY_HOURS} hours`;
export const PAID_READING_PROMISE = `within ${PAID_READING_DELIVERY.minHours}-${PAID_READING_DELIVERY.maxHours} hours`;
export const SUPPORT_PROMISE = `within ${SUPPORT_REPLY_HOURS} hours, 7 days a week`;

const HOUR_MS = 60 * 60 * 1000;

/** When staff owe a reading: from the moment it entered their queue, plus the promise's upper bound. */
export function readingDueAt(queuedAt: Date, paid: boolean): Date {
  const hours = paid ? PAID_READING_DELIVERY.maxHours : FREE_READING_DELIVERY_HOURS;
  return new Date(queuedAt.getTime() + hours * HOUR_MS);
}
