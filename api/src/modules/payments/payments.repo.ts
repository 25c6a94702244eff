import type { Knex } from 'knex';

type Executor = Knex | Knex.Transaction;

/**
 * The payments module's own SQL: the provider's events, in the caller's transaction. The orders it pays
 * for are the orders module's (orders.repo.ts, payment-state.repo.ts), the staff work a payment opens
 * the fulfilment module's.
 */
export function createPaymentsRepo() {
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
