import type { Knex } from 'knex';
import type { RefundState } from '@shared/schemas/refund';
import type { Database } from '../../db/database';
import { toBoolean, toIsoOrNull } from '../../db/mappers';

type Executor = Knex | Knex.Transaction;

/** An order as a refund needs it. */
export interface RefundableOrder {
  id: number;
  requestCode: string;
  orderNumber: string;
  customerName: string;
  email: string;
  productName: string;
  isPaid: boolean;
  paymentIntentId: string | null;
  refundRequestedAt: string | null;
  refundReason: string | null;
  refundedAt: string | null;
}

/**
 * The refund columns of `orders as o`, with who asked (`users as refunder`). Other modules that show an
 * order's refund (the staff queue) read it with these, and map it with `toRefundState`.
 */
export function withRefundColumns(knex: Knex, query: Knex.QueryBuilder): Knex.QueryBuilder {
  return query
    .leftJoin('users as refunder', 'refunder.id', 'o.refund_requested_by')
    .select('o.refund_requested_at', 'o.refund_reason', 'o.refunded_at', 'o.refunded_cents', knex.raw('coalesce(refunder.name, refunder.email) as refund_requested_by_name'));
}

/** The one reading of an order's refund state from its columns: null while nothing was asked or refunded. */
export function toRefundState(row: Record<string, unknown>): RefundState | null {
  const requestedAt = toIsoOrNull(row.refund_requested_at);
  const refundedAt = toIsoOrNull(row.refunded_at);
  const amountCents = row.refunded_cents === null || row.refunded_cents === undefined ? null : Number(row.refunded_cents);
  if (!requestedAt && !refundedAt && !amountCents) return null;
  return {
    status: refundedAt ? 'refunded' : amountCents ? 'partial' : 'requested',
    requestedAt,
    reason: (row.refund_reason as string | null) ?? null,
    requestedBy: (row.refund_requested_by_name as string | null) ?? null,
    refundedAt,
    amountCents,
  };
}

function toRefundable(row: Record<string, unknown>): RefundableOrder {
  return {
    id: Number(row.id),
    requestCode: String(row.request_code),
    orderNumber: String(row.order_number),
    customerName: String(row.customer_name),
    email: String(row.email),
    productName: String(row.product_name ?? 'Reading'),
    isPaid: toBoolean(row.is_paid),
    paymentIntentId: (row.payment_intent_id as string | null) ?? null,
    refundRequestedAt: toIsoOrNull(row.refund_requested_at),
    refundReason: (row.refund_reason as string | null) ?? null,
    refundedAt: toIsoOrNull(row.refunded_at),
  };
}

/** Refunds of orders: the staff's request and the provider's confirmation. The payments module's SQL. */
export function createRefundsRepo(db: Database) {
  const { knex } = db;
  const orders = (executor: Executor) =>
    executor('orders as o')
      .leftJoin('products as p', 'p.id', 'o.product_id')
      .select('o.id', 'o.request_code', 'o.order_number', 'o.customer_name', 'o.email', 'o.is_paid', 'o.payment_intent_id', 'o.refund_requested_at', 'o.refund_reason', 'o.refunded_at', 'p.name as product_name');

  return {
    async byId(orderId: number, executor: Executor = knex): Promise<RefundableOrder | undefined> {
      const row = await orders(executor).where('o.id', orderId).first();
      return row && toRefundable(row);
    },

    /** The order a PaymentIntent paid for (our own record of it, not the event's metadata). */
    async byPaymentIntent(paymentIntentId: string, executor: Executor = knex): Promise<RefundableOrder | undefined> {
      const row = await orders(executor).where('o.payment_intent_id', paymentIntentId).orderBy('o.id').first();
      return row && toRefundable(row);
    },

    async state(orderId: number, executor: Executor = knex): Promise<RefundState | null> {
      const row = await withRefundColumns(knex, executor('orders as o')).where('o.id', orderId).first();
      return row ? toRefundState(row) : null;
    },

    /** Records the first request only (who, why, when): answers whether this one was recorded. */
    async recordRequest(orderId: number, input: { reason: string; byUserId: number; at: string }, executor: Executor = knex): Promise<boolean> {
      const changed = await executor('orders')
        .where({ id: orderId })
        .whereNull('refund_requested_at')
        .whereNull('refunded_at')
        .update({ refund_requested_at: input.at, refund_requested_by: input.byUserId, refund_reason: input.reason, updated_at: input.at });
      return changed === 1;
    },

    /** Takes back a request the provider did not carry out, unless the refund arrived meanwhile. */
    async withdrawRequest(orderId: number, at: string, executor: Executor = knex): Promise<void> {
      await executor('orders')
        .where({ id: orderId, refund_requested_at: at })
        .whereNull('refunded_at')
        .update({ refund_requested_at: null, refund_requested_by: null, refund_reason: null });
    },

    /** Marks the order refunded if it is not yet: answers whether this caller did (it then sends the mail). */
    async markRefundedOnce(orderId: number, input: { at: string; amountCents: number }, executor: Executor): Promise<boolean> {
      const changed = await executor('orders')
        .where({ id: orderId })
        .whereNull('refunded_at')
        .update({ refunded_at: input.at, refunded_cents: input.amountCents, updated_at: input.at });
      return changed === 1;
    },

    /**
     * The bonus orders the payment created (free children) go with it. An upsell order is paid by a
     * charge of its own, so its parent's refund does not refund it.
     */
    async markBonusOrdersRefunded(parentId: number, at: string, executor: Executor): Promise<number> {
      return executor('orders')
        .where({ parent_order_id: parentId, price_cents: 0 })
        .whereNull('payment_intent_id')
        .whereNull('refunded_at')
        .update({ refunded_at: at, refunded_cents: 0, updated_at: at });
    },

    /**
     * A refunded order owes no work: its open items in the staff queue, and those of its refunded bonus
     * orders, close at the refund (completed_at is then when the item left the queue; the queue shows
     * it as refunded). Items already delivered keep their own completion time.
     */
    async closeWork(orderId: number, at: string, executor: Executor): Promise<void> {
      const refunded = executor('orders')
        .select('id')
        .whereNotNull('refunded_at')
        .andWhere((family) => family.where('id', orderId).orWhere('parent_order_id', orderId));
      await executor('readings').whereIn('order_id', refunded).where('reading_completed', false).update({ reading_completed: true, completed_at: at, updated_at: at });
    },

    /** A partial refund: what was refunded so far, without marking the order refunded. */
    async recordRefundedAmount(orderId: number, amountCents: number, executor: Executor): Promise<void> {
      await executor('orders').where({ id: orderId }).whereNull('refunded_at').update({ refunded_cents: amountCents, updated_at: new Date().toISOString() });
    },
  };
}

export type RefundsRepo = ReturnType<typeof createRefundsRepo>;
