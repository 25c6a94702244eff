import * as z from 'zod/mini';
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
