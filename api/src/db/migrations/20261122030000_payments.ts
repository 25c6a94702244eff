import type { Knex } from 'knex';

/**
 * Payments: the provider's ids on the order (for checks and the off-session upsell), every provider
 * event recorded once (replays change nothing), bonus and upsell orders linked to the order that
 * earned them, onboarding answers, and the sandbox provider's own PaymentIntents.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('orders', (table) => {
    // No foreign key here on purpose: adding one makes knex rebuild `orders` on SQLite, and dropping
    // the old table would cascade into readings. Child orders are only ever created by the service.
    table.integer('parent_order_id');
    table.string('payment_intent_id', 100);
    table.string('provider_customer_id', 100);
    table.string('payment_method_id', 100);
    table.text('payment_error');
    // accepted | declined, on the order that was offered the upsell.
    table.string('upsell_status', 12);
    table.text('onboarding_json');
    table.index(['payment_intent_id']);
    table.index(['parent_order_id']);
  });

  await knex.schema.createTable('payment_events', (table) => {
    table.string('id', 100).primary();
    table.string('type', 60).notNullable();
    table.string('payment_intent_id', 100);
    // The provider's creation time: an event older than the order's last one changes nothing.
    table.timestamp('event_created_at', { useTz: true }).notNullable();
    table.timestamp('received_at', { useTz: true }).notNullable();
  });

  await knex.schema.createTable('sandbox_payment_intents', (table) => {
    table.string('id', 60).primary();
    table.string('client_secret', 120).notNullable();
    table.string('idempotency_key', 200).notNullable().unique();
    table.integer('amount_cents').notNullable();
    table.string('currency', 3).notNullable();
    table.string('status', 30).notNullable();
    table.string('customer_id', 60);
    table.string('payment_method_id', 60);
    table.text('metadata_json').notNullable();
    table.text('last_error');
    table.timestamp('created_at', { useTz: true }).notNullable();
    table.timestamp('updated_at', { useTz: true }).notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('sandbox_payment_intents');
  await knex.schema.dropTableIfExists('payment_events');
  await knex.schema.alterTable('orders', (table) => {
    table.dropIndex(['payment_intent_id']);
    table.dropIndex(['parent_order_id']);
    for (const column of ['parent_order_id', 'payment_intent_id', 'provider_customer_id', 'payment_method_id', 'payment_error', 'upsell_status', 'onboarding_json']) {
      table.dropColumn(column);
    }
  });
}
