import type { Knex } from 'knex';
import type { Database } from '../../db/database';

type Executor = Knex | Knex.Transaction;

/**
 * The payments module's own SQL: the provider's events, and the staff work a payment opens (and a refund
 * closes). The orders
 * it pays for are the orders module's (orders.repo.ts, payment-state.repo.ts).
 */
export function createPaymentsRepo(db: Database) {
  const { knex } = db;
  return {
    /**
     * Records a provider event once. Answers false when it was seen before: the caller's transaction
     * then changes nothing (replays and duplicate deliveries are harmless).
     */
    async recordEvent(event: { id: string; type: string; paymentIntentId: string | null; created: number }, executor: Executor): Promise<boolean> {
      const inserted = await executor('payment_events')
        .insert({
          id: event.id,
          type: event.type,
          payment_intent_id: event.paymentIntentId,
          event_created_at: new Date(event.created * 1000).toISOString(),
          received_at: new Date().toISOString(),
        })
        .onConflict('id')
        .ignore()
        .returning('id');
      return inserted.length === 1;
    },

    /**
     * Paying opens work (docs/decisions/010-paid-work.md): each paid order gets a pending item in the staff
     * queue, due at `dueAt`. An order that already has one (the free reading a payment upgrades) goes back
     * to pending with its sketch and notes kept, and the time its free reading was delivered moves to
     * `free_completed_at`: `completed_at` is for the work now owed.
     */
    async openWork(orderIds: number[], dueAt: string, now: string, executor: Executor): Promise<void> {
      if (orderIds.length === 0) return;
      await executor('readings')
        .insert(orderIds.map((orderId) => ({ order_id: orderId, reading_completed: false, due_at: dueAt, created_at: now, updated_at: now })))
        .onConflict('order_id')
        .merge({
          reading_completed: false,
          due_at: dueAt,
          free_completed_at: knex.raw('coalesce(readings.completed_at, readings.free_completed_at)'),
          completed_at: null,
          updated_at: now,
        });
    },

    /**
     * A product delivered the moment it is paid (the meditation, docs/decisions/017-product-registry.md):
     * its item enters the queue completed at the payment, so its owner has it at once and staff may still
     * replace what it delivers. Nothing was owed, so it was never due later than now.
     */
    async deliverWork(orderIds: number[], now: string, executor: Executor): Promise<void> {
      if (orderIds.length === 0) return;
      await executor('readings')
        .insert(orderIds.map((orderId) => ({ order_id: orderId, reading_completed: true, due_at: now, completed_at: now, created_at: now, updated_at: now })))
        .onConflict('order_id')
        .merge({ reading_completed: true, due_at: now, completed_at: now, updated_at: now });
    },

    /**
     * A refunded order owes no work: the open items of `orderIds` (a refunded order and its refunded bonus
     * orders) close at the refund (completed_at is then when the item left the queue; the queue shows it
     * as refunded). Items already delivered keep their own completion time.
     */
    async closeWork(orderIds: number[], at: string, executor: Executor): Promise<void> {
      if (orderIds.length === 0) return;
      await executor('readings').whereIn('order_id', orderIds).where('reading_completed', false).update({ reading_completed: true, completed_at: at, updated_at: at });
    },

    /** Whether a later event of the same PaymentIntent was already recorded. */
    async hasNewerEvent(paymentIntentId: string, created: number, executor: Executor): Promise<boolean> {
      const row = await executor('payment_events')
        .where({ payment_intent_id: paymentIntentId })
        .andWhere('event_created_at', '>', new Date(created * 1000).toISOString())
        .first();
      return Boolean(row);
    },
  };
}

export type PaymentsRepo = ReturnType<typeof createPaymentsRepo>;
