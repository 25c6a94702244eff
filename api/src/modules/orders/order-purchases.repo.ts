import { FULL_READING_BONUSES } from '@shared/domain/bonuses';
import { productName } from '@shared/domain/products';
import type { OrderPurchases, Purchase } from '@shared/schemas/purchases';
import type { Database } from '../../db/database';
import { orderColumns, toOrderRecord, type OrderRecord } from './order-record';

type Row = Record<string, unknown>;

/** One paid line of an order's family, with its product's name (the product registry's). */
export interface PurchasedOrder {
  order: OrderRecord;
  productName: string;
}

/**
 * How a line came to be bought. The order asked about is the order; its paid children are what its
 * payment earned: the bonuses that come with the funnel's reading, or else the one-time offer accepted
 * after it (the only other order a payment makes).
 */
export function toPurchase({ order, productName }: PurchasedOrder, rootId: number): Purchase {
  const bonus = order.id === rootId ? undefined : FULL_READING_BONUSES.find((candidate) => candidate.productId === order.productId);
  return {
    kind: order.id === rootId ? 'order' : bonus ? 'bonus' : 'offer',
    name: productName,
    priceCents: order.priceCents,
    valueCents: bonus?.valueCents ?? null,
    refundedAt: order.refundedAt,
  };
}

export function toOrderPurchases(root: OrderRecord, family: readonly PurchasedOrder[]): OrderPurchases {
  const items = family.map((line) => toPurchase(line, root.id));
  const totalCents = items.filter((item) => item.refundedAt === null).reduce((sum, item) => sum + item.priceCents, 0);
  return { orderNumber: root.orderNumber, items, totalCents, currency: 'USD' };
}

/**
 * An order and the paid orders its payment earned (`parent_order_id`): an unpaid child (an offer whose
 * charge failed) was not bought. The order first, then its children in the order they were made.
 */
export function createOrderPurchasesRepo(db: Database) {
  return {
    async family(orderId: number): Promise<PurchasedOrder[]> {
      const rows: Row[] = await db
        .knex('orders as o')
        .select(...orderColumns('o'))
        .where('o.id', orderId)
        .orWhere((children) => children.where('o.parent_order_id', orderId).andWhere('o.is_paid', true))
        .orderBy('o.id');
      const lines = rows.map((row) => {
        const order = toOrderRecord(row);
        return { order, productName: productName(order.productId) };
      });
      return [...lines.filter((line) => line.order.id === orderId), ...lines.filter((line) => line.order.id !== orderId)];
    },
  };
}

export type OrderPurchasesRepo = ReturnType<typeof createOrderPurchasesRepo>;
