import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';

/**
 * Questionnaire answers (docs/decisions/011): one table for every form, one
 * row per stored submission. `submission_id` is the client's Idempotency-Key, stored once (a replay finds
 * it). `(order_id, submitted_by)` is unique: per order, at most one answer from the owner and one from a
 * holder of the code, so two different first answers cannot both be stored; it also serves look-ups by
 * order. A new table with its foreign keys inline: nothing existing is rebuilt on SQLite.
 *
 * Onboarding answers stored on the order until now (`orders.onboarding_json`) move here. The old
 * columns stay, unread: dropping them would make knex rebuild `orders` on SQLite, and the rebuild's
 * drop would cascade into readings.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('questionnaire_responses', (table) => {
    table.increments('id').primary();
    table.integer('order_id').notNullable().references('id').inTable('orders').onDelete('CASCADE');
    table.string('questionnaire_id', 32).notNullable();
    table.string('submission_id', 36).notNullable().unique();
    table.text('answers_json').notNullable();
    // owner | code_holder
    table.string('submitted_by', 16).notNullable();
    table.integer('user_id').references('id').inTable('users').onDelete('SET NULL');
    table.timestamp('created_at', { useTz: true }).notNullable();
    table.unique(['order_id', 'submitted_by']);
  });

  const answered = await knex('orders')
    .select('id', 'user_id', 'onboarding_json', 'onboarding_from_owner', 'updated_at')
    .whereNotNull('onboarding_json');
  for (const order of answered) {
    const fromOwner = Boolean(order.onboarding_from_owner);
    await knex('questionnaire_responses').insert({
      order_id: order.id,
      questionnaire_id: 'onboarding',
      submission_id: randomUUID(),
      answers_json: order.onboarding_json,
      submitted_by: fromOwner ? 'owner' : 'code_holder',
      user_id: fromOwner ? order.user_id : null,
      // When the answers were stored is not recorded; the order's last change is the closest we have.
      created_at: order.updated_at,
    });
  }
}

/** Drops the table only: the onboarding answers it took over are still on their orders. */
export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('questionnaire_responses');
}
