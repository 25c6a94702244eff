import * as z from 'zod/mini';
import { ORDER_STATUSES } from '../domain/order-lifecycle';
import { isoDateTimeSchema } from './common';

/**
 * How a line of an order came to be bought: the order itself, a bonus that came with it (nothing paid
 * for it on its own), or the one-time offer accepted after it.
 */
export const PURCHASE_KINDS = ['order', 'bonus', 'offer'] as const;
export type PurchaseKind = (typeof PURCHASE_KINDS)[number];

export const purchaseSchema = z.object({
  kind: z.enum(PURCHASE_KINDS),
  /** The product's name as the shop sells it now. */
  name: z.string(),
  /** What was paid for this line (0 for a bonus). */
  priceCents: z.int(),
  /** A bonus's stated worth, shown beside "included"; null for a line paid for itself. */
  valueCents: z.nullable(z.int()),
  /** When the provider confirmed this line's refund; null while it stands. */
  refundedAt: z.nullable(isoDateTimeSchema),
  /**
   * Where the line stands in the one order lifecycle (shared/domain/order-lifecycle.ts): waiting for its
   * answers, in preparation, delivered (a product delivered on payment is so from the start) or refunded.
   */
  status: z.enum(ORDER_STATUSES),
  /** Its "Ready by", as the dashboard shows it: the due time while in preparation, else null. */
  readyBy: z.nullable(isoDateTimeSchema),
  /**
   * For a product drawn with a sketch: whether its sketch has already been sent (the free reading's,
   * delivered before the payment); null for a product without one.
   */
  sketchSent: z.nullable(z.boolean()),
});
export type Purchase = z.infer<typeof purchaseSchema>;

/**
 * What a paid order bought (`GET /api/orders/:code/purchases`): its own product, then the bonuses and
 * the accepted offer that came with it, each paid line at its price. The code may learn names, prices
 * and what is included, as the order's other pages show; never the other orders' codes or any content.
 */
export const orderPurchasesSchema = z.object({
  orderNumber: z.string(),
  items: z.array(purchaseSchema),
  /** The sum of what was paid for the lines that were not refunded. */
  totalCents: z.int(),
  currency: z.literal('USD'),
});
export type OrderPurchases = z.infer<typeof orderPurchasesSchema>;
