import type { Knex } from 'knex';

/**
 * When staff delivered work still waiting for the customer's answers, having confirmed that they deliver
 * it without them (shared/domain/order-lifecycle.ts `deliveryNeedsConfirmation`): kept on the work item,
 * so the queue and the editor say so. Null for all work delivered before (nothing was confirmed then).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('readings', (table) => {
    table.timestamp('delivered_without_answers_at', { useTz: true });
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('readings', (table) => {
    table.dropColumn('delivered_without_answers_at');
  });
}
