import type { Knex } from 'knex';

const ORDER_COLUMNS = ['refund_requested_at', 'refund_requested_by', 'refund_reason', 'refunded_at', 'refunded_cents'] as const;
const SANDBOX_COLUMNS = ['refund_id', 'refund_idempotency_key', 'refunded_cents'] as const;

/**
 * Refunds (the 48-hour money-back guarantee): staff ask for one (when, who, why), and the provider's
 * `charge.refunded` event marks the order refunded (when, how much). The sandbox keeps its own refunds
 * on its PaymentIntents, as Stripe keeps them on the charge.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('orders', (table) => {
    table.timestamp('refund_requested_at', { useTz: true });
    // The staff member's user id. No foreign key on purpose: adding one makes knex rebuild `orders` on
    // SQLite, and dropping the old table would cascade into readings.
    table.integer('refund_requested_by');
    table.string('refund_reason', 500);
    // Set only by a full refund from the provider: the one "refunded" state everything else reads.
    table.timestamp('refunded_at', { useTz: true });
    // What the provider says was refunded so far (a partial refund sets this, not refunded_at).
    table.integer('refunded_cents');
  });
  await knex.schema.alterTable('sandbox_payment_intents', (table) => {
    table.string('refund_id', 60);
    table.string('refund_idempotency_key', 200);
    table.integer('refunded_cents').notNullable().defaultTo(0);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('sandbox_payment_intents', (table) => {
    for (const column of SANDBOX_COLUMNS) table.dropColumn(column);
  });
  await knex.schema.alterTable('orders', (table) => {
    for (const column of ORDER_COLUMNS) table.dropColumn(column);
  });
}
