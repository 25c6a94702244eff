import type { Knex } from 'knex';
import { productName } from '@shared/domain/products';
import type { RefundState } from '@shared/schemas/refund';
import type { Database } from '../../db/database';
import { toTextOrNull } from '../../db/mappers';
import { orderColumns, refundStateOf, toOrderColumns, toOrderRecord, type OrderChanges, type OrderRecord, type UpsellStatus } from './order-record';

type Executor = Knex | Knex.Transaction;

/** An order with its product's name (the refund mail names it). */
export type OrderWithProduct = OrderRecord & { productName: string };

/**
 * Joins who asked for the refund of `orders as o` (`users as refunder`) and selects their name as
 * `refund_requested_by_name`: the staff queue shows it beside the order's refund (`refundStateOf`).
 */
export function withRefunder(knex: Knex, query: Knex.QueryBuilder): Knex.QueryBuilder {
  return query.leftJoin('users as refunder', 'refunder.id', 'o.refund_requested_by').select(knex.raw('coalesce(refunder.name, refunder.email) as refund_requested_by_name'));
}

/**
 * The orders queries of payments (paid, the one-time offer, the paying browser) and refunds: the
 * conditional updates that let exactly one of racing callers win. Part of the orders repository.
 */
export function createPaymentStateQueries(db: Database) {
  const { knex } = db;

  return {
    /** Sets the paid fields only if the order is still unpaid: answers whether this caller won. */
    async markPaidOnce(orderId: number, changes: OrderChanges & { paymentDate: string }, executor: Executor): Promise<boolean> {
      const paid = { ...toOrderColumns({ ...changes, isPaid: true }), updated_at: changes.paymentDate };
      return (await executor('orders').where({ id: orderId, is_paid: false }).update(paid)) === 1;
    },

    /**
     * Remembers the newest checkout's PaymentIntent (and the provider's customer), unless the order was
     * paid meanwhile: then its paying intent stays, whichever browser opened a checkout last.
     */
    async recordCheckout(orderId: number, checkout: { paymentIntentId: string; providerCustomerId: string | null }): Promise<void> {
      await knex('orders').where({ id: orderId, is_paid: false }).update({ ...toOrderColumns(checkout), updated_at: new Date().toISOString() });
    },

    /** Records why a payment failed, unless the order was paid meanwhile. */
    async recordPaymentError(orderId: number, message: string, executor: Executor): Promise<void> {
      await executor('orders').where({ id: orderId, is_paid: false }).update({ payment_error: message });
    },

    /** Keeps the paying browser's newest token hash (the service checked that this browser paid). */
    async setPayerToken(orderId: number, tokenHash: string): Promise<void> {
      await knex('orders').where({ id: orderId }).update({ payer_token_hash: tokenHash });
    },

    /**
     * Claims the offer for one charge: only from open, or from a claim left behind longer ago than
     * `staleBefore` (its request died), and only if no charge failed since the caller looked (the
     * attempt is part of the charge's idempotency key). Answers whether this caller won.
     */
    async claimUpsell(orderId: number, claim: { attempt: number; now: string; staleBefore: string }, executor: Executor): Promise<boolean> {
      const { attempt, now, staleBefore } = claim;
      const claimed = await executor('orders')
        .where({ id: orderId, upsell_attempt: attempt })
        .andWhere((open) => open.whereNull('upsell_status').orWhere((stale) => stale.where({ upsell_status: 'charging' }).andWhere('upsell_claimed_at', '<', staleBefore)))
        .update({ upsell_status: 'charging', upsell_claimed_at: now });
      return claimed === 1;
    },

    /**
     * Moves the offer from one of `from` (null: open) to `to`, and only for the given attempt when one
     * is named, so that racing requests cannot move it backwards. Answers whether it moved.
     */
    async moveUpsell(
      orderId: number,
      move: { from: (UpsellStatus | null)[]; to: UpsellStatus | null; attempt?: number; nextAttempt?: boolean },
      executor: Executor = knex,
    ): Promise<boolean> {
      const states = move.from.filter((state) => state !== null);
      const query = executor('orders')
        .where({ id: orderId })
        .andWhere((state) => {
          if (states.length) state.whereIn('upsell_status', states);
          if (move.from.includes(null)) state.orWhereNull('upsell_status');
        });
      if (move.attempt !== undefined) query.andWhere({ upsell_attempt: move.attempt });
      const changes: Record<string, unknown> = { upsell_status: move.to };
      if (move.nextAttempt) changes.upsell_attempt = executor.raw('upsell_attempt + 1');
      return (await query.update(changes)) === 1;
    },

    /** The order a PaymentIntent paid for (our own record of it, not the event's metadata). */
    async byPaymentIntent(paymentIntentId: string, executor: Executor = knex): Promise<OrderWithProduct | undefined> {
      const row = await executor('orders as o')
        .select(...orderColumns('o'))
        .where('o.payment_intent_id', paymentIntentId)
        .orderBy('o.id')
        .first();
      if (!row) return undefined;
      const order = toOrderRecord(row);
      return Object.assign(order, { productName: productName(order.productId) });
    },

    async refundState(orderId: number, executor: Executor = knex): Promise<RefundState | null> {
      const row = await withRefunder(knex, executor('orders as o').select(orderColumns('o'))).where('o.id', orderId).first();
      return row ? refundStateOf(toOrderRecord(row), toTextOrNull(row.refund_requested_by_name)) : null;
    },

    /** Records the first refund request only (who, why, when): answers whether this one was recorded. */
    async recordRefundRequest(orderId: number, input: { reason: string; byUserId: number; at: string }, executor: Executor = knex): Promise<boolean> {
      const changed = await executor('orders')
        .where({ id: orderId })
        .whereNull('refund_requested_at')
        .whereNull('refunded_at')
        .update({ refund_requested_at: input.at, refund_requested_by: input.byUserId, refund_reason: input.reason, updated_at: input.at });
      return changed === 1;
    },

    /** Takes back a request the provider did not carry out, unless the refund arrived meanwhile. */
    async withdrawRefundRequest(orderId: number, at: string, executor: Executor = knex): Promise<void> {
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

    /** A partial refund: what was refunded so far, without marking the order refunded. */
    async recordRefundedAmount(orderId: number, amountCents: number, executor: Executor): Promise<void> {
      await executor('orders').where({ id: orderId }).whereNull('refunded_at').update({ refunded_cents: amountCents, updated_at: new Date().toISOString() });
    },

    /** The order and those of its bonus orders that are refunded: their open work closes (refunds.service.ts). */
    async refundedFamilyIds(orderId: number, executor: Executor): Promise<number[]> {
      const rows: Array<{ id: unknown }> = await executor('orders')
        .select('id')
        .whereNotNull('refunded_at')
        .andWhere((family) => family.where('id', orderId).orWhere('parent_order_id', orderId));
      return rows.map((row) => Number(row.id));
    },
  };
}
