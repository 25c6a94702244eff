import type { Knex } from 'knex';

/** Products whose orders ask nothing of the customer, as they were when this migration was written. */
const ASK_NOTHING = [7, 9];
const PAID_WINDOW_MS = 48 * 60 * 60 * 1000;

/**
 * Paid work waits for its answers without a due time (docs/decisions/018-order-lifecycle.md): the
 * delivery window starts when the answers arrive, or at payment when nothing is asked. `readings.due_at`
 * becomes nullable; on SQLite `setNullable` rebuilds `readings`, which no table refers to, so the rebuild
 * deletes nothing else (migrations.test.ts runs it over existing rows).
 *
 * Existing data is brought to the same rule: orders of products that ask nothing never wait for answers,
 * and open work of paid, unrefunded orders still waiting for answers loses the due time the payment gave it.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('readings', (table) => {
    table.setNullable('due_at');
  });
  const now = new Date().toISOString();
  await knex('orders').whereIn('product_id', ASK_NOTHING).where('questions_completed', false).update({ questions_completed: true, updated_at: now });
  const waiting = knex('orders').select('id').where({ is_paid: true, questions_completed: false }).whereNull('refunded_at');
  await knex('readings').where('reading_completed', false).whereIn('order_id', waiting).update({ due_at: null, updated_at: now });
}

/** Work without a due time gets the paid promise from when it was last changed, then the column is required again. */
export async function down(knex: Knex): Promise<void> {
  const rows: Array<{ id: unknown; updated_at: unknown }> = await knex('readings').select('id', 'updated_at').whereNull('due_at');
  for (const row of rows) {
    await knex('readings').where({ id: row.id }).update({ due_at: new Date(Date.parse(String(row.updated_at)) + PAID_WINDOW_MS).toISOString() });
  }
  await knex.schema.alterTable('readings', (table) => {
    table.dropNullable('due_at');
  });
}
