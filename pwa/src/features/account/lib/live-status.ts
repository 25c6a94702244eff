import { orderStatus, type OrderStatus } from '@shared/domain/order-status';
import type { Order } from '@shared/schemas/order';

/**
 * The status of a dashboard order after a fresh `GET /api/orders/code/:code` (the status dialog's
 * poll). That answer carries payment and completion but not the questionnaire flag, so the flag the
 * list's status implies is kept; the one derivation is still `orderStatus`.
 */
export function liveStatus(listed: OrderStatus, fresh: Pick<Order, 'isPaid' | 'readingCompleted'> | undefined): OrderStatus {
  if (!fresh) return listed;
  return orderStatus({
    isPaid: fresh.isPaid,
    questionsCompleted: listed === 'in_progress' || listed === 'completed',
    readingCompleted: fresh.readingCompleted,
    refunded: listed === 'refunded',
  });
}
