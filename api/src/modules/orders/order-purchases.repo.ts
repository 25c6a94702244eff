import { FULL_READING_BONUSES } from '@shared/domain/bonuses';
import { orderStatus, readyBy } from '@shared/domain/order-lifecycle';
import { productEntry, productName } from '@shared/domain/products';
import type { OrderPurchases, Purchase } from '@shared/schemas/purchases';
import type { Database } from '../../db/database';
import { toBoolean, toIsoOrNull } from '../../db/mappers';
import { orderColumns, toOrderRecord, type OrderRecord } from './order-record';

type Row = Record<string, unknown>;

/**
 * Whether a work item's sketch has reached the customer (its `readings` row: `sketch_url`,
 * `reading_completed`, `free_completed_at`): a sketch goes out with a delivery, the free reading's
 * before a payment upgraded it, or this work's own.
 */
export function sketchSentOf(row: Row): boolean {
  return row.sketch_url !== null && row.sketch_url !== undefined && (toBoolean(row.reading_completed) || toIsoOrNull(row.free_completed_at) !== null);
}

/** What staff's work item of a line says: delivered or not, when it is due, and whether a sketch went out. */
export interface PurchaseWork {
  readingCompleted: boolean;
  dueAt: string | null;
  /** A delivery carried its sketch: the free reading's before the payment, or the finished reading. */
  sketchSent: boolean;
}

/** One paid line of an order's family, with its product's name (the product registry's) and its work item. */
export interface PurchasedOrder {
  order: OrderRecord;
  productName: string;
  work: PurchaseWork;
}

/**
 * How a line came to be bought. The order asked about is the order; its paid children are what its
 * payment earned: the bonuses that come with the funnel's reading, or else the one-time offer accepted
 * after it (the only other order a payment makes).
 */
export function toPurchase({ order, productName, work }: PurchasedOrder, rootId: number): Purchase {
  const bonus = order.id === rootId ? undefined : FULL_READING_BONUSES.find((candidate) => candidate.productId === order.productId);
  // The one lifecycle says where each line stands, as on the dashboard: what comes, and when.
  const status = orderStatus({ isPaid: order.isPaid, questionsCompleted: order.questionsCompleted, readingCompleted: work.readingCompleted, refunded: order.refundedAt !== null });
  return {
    kind: order.id === rootId ? 'order' : bonus ? 'bonus' : 'offer',
    name: productName,
    priceCents: order.priceCents,
    valueCents: bonus?.valueCents ?? null,
    refundedAt: order.refundedAt,
    status,
    readyBy: readyBy({ status, dueAt: work.dueAt }),
    sketchSent: productEntry(order.productId)?.content.sketch ? work.sketchSent : null,
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
        .leftJoin('readings as r', 'r.order_id', 'o.id')
        .select(...orderColumns('o'), 'r.id as reading_id', 'r.reading_completed', 'r.due_at', 'r.sketch_url', 'r.free_completed_at')
        .where('o.id', orderId)
        .orWhere((children) => children.where('o.parent_order_id', orderId).andWhere('o.is_paid', true))
        .orderBy('o.id');
      const lines = rows.map((row) => {
        const order = toOrderRecord(row);
        const hasWork = row.reading_id !== null && row.reading_id !== undefined;
        // A line without a work item (none opened yet) is not delivered.
        const readingCompleted = hasWork && toBoolean(row.reading_completed);
        const work: PurchaseWork = {
          readingCompleted,
          dueAt: hasWork ? toIsoOrNull(row.due_at) : null,
          sketchSent: hasWork && sketchSentOf(row),
        };
        return { order, productName: productName(order.productId), work };
      });
      return [...lines.filter((line) => line.order.id === orderId), ...lines.filter((line) => line.order.id !== orderId)];
    },
  };
}

export type OrderPurchasesRepo = ReturnType<typeof createOrderPurchasesRepo>;
