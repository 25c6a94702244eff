import { drawsSketch, type OrderStatus, type TimelineFacts } from '@shared/domain/order-lifecycle';
import type { CustomerOrder } from '@shared/schemas/order';

const toDate = (iso: string | null | undefined) => (iso ? new Date(iso) : null);

/**
 * The status dialog's facts about an order, for the one timeline rule (shared/domain/order-lifecycle.ts
 * `orderTimeline`): counted from the answers, or the payment when nothing is asked. A copy kept from an
 * older version has no `sketchSentAt`: read as none sent.
 */
export function statusFacts(order: CustomerOrder, status: OrderStatus): TimelineFacts {
  return {
    productId: order.productId,
    status,
    receivedAt: new Date(order.paymentDate ?? order.createdAt),
    dueAt: toDate(order.dueAt),
    completedAt: toDate(order.completedAt),
    sketchSentAt: toDate(order.sketchSentAt),
  };
}

/** What the dialog says is being made: the sketch only while it is still to draw (`drawsSketch`). */
export function statusPromise(facts: TimelineFacts): { making: string; sketchSent: boolean } {
  if (drawsSketch(facts)) return { making: 'Your reading and soulmate sketch', sketchSent: false };
  return { making: 'Your reading', sketchSent: facts.sketchSentAt !== null };
}
