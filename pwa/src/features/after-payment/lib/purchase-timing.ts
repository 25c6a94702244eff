import { PAID_READING_PROMISE } from '@shared/domain/delivery';
import type { Purchase } from '@shared/schemas/purchases';

/** When a bought line comes, in words: `at` is a moment the page shows on the visitor's clock after `text`. */
export interface PurchaseTiming {
  text: string;
  at?: string;
  /** It waits for the customer's answers: the page says where to give them. */
  waitsForAnswers?: boolean;
}

/**
 * What comes when, for one line the server says the order bought: from its place in the one order
 * lifecycle (shared/domain/order-lifecycle.ts) and its "Ready by", as the dashboard says it. Delivered
 * (the meditation is, at the payment): ready now. In preparation: ready by its due time. Waiting for
 * answers: nothing is promised before they arrive, then the paid window. A refunded line says its refund
 * instead.
 */
export function purchaseTiming(item: Pick<Purchase, 'status' | 'readyBy'>): PurchaseTiming | undefined {
  switch (item.status) {
    case 'completed':
      return { text: 'Ready now in your account' };
    case 'in_progress':
      return item.readyBy ? { text: 'Ready by', at: item.readyBy } : { text: `Ready ${PAID_READING_PROMISE}` };
    case 'needs_input':
      return { text: `Ready ${PAID_READING_PROMISE} of your answers`, waitsForAnswers: true };
    default:
      return undefined;
  }
}

/** The sketch of a reading still in preparation that the free reading already brought. */
export function sketchAlreadySent(item: Pick<Purchase, 'status' | 'sketchSent'>): boolean {
  return item.sketchSent === true && item.status !== 'completed' && item.status !== 'refunded';
}
