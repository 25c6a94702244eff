import { orderStatus, type OrderStatus } from '@shared/domain/order-lifecycle';
import type { Order } from '@shared/schemas/order';

/**
 * The status of a dashboard order after a fresh `GET /api/orders/code/:code` (the status dialog's
 * poll). That answer carries payment, completion and refund but not the questionnaire flag, so the flag
 * the list's status implies is kept; the one derivation is still `orderStatus`.
 */
export function liveStatus(listed: OrderStatus, fresh: Pick<Order, 'isPaid' | 'readingCompleted' | 'refundedAt'> | undefined): OrderStatus {
  if (!fresh) return listed;
  return orderStatus({
    isPaid: fresh.isPaid,
    questionsCompleted: listed === 'in_progress' || listed === 'completed',
    readingCompleted: fresh.readingCompleted,
    refunded: listed === 'refunded' || Boolean(fresh.refundedAt),
  });
}
