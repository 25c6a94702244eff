import type { Knex } from 'knex';

/**
 * The staff area: when a reading's sketch last changed (the users table's "upload date"), and the
 * indexes behind the staff queue and the users export. The queue reads pending readings by due time
 * (the initial migration's readings(reading_completed, due_at)) and completed ones newest first; the
 * users table walks orders newest first in keyset batches. Substring search (LIKE '%term%') can use no
 * b-tree index: it scans (about 70 ms for 100,000 readings on SQLite, measured with
 * scripts/bench/admin-readings.ts); a trigram index would be the next step if that grows.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('readings', (table) => {
    table.timestamp('sketch_updated_at', { useTz: true });
    table.index(['reading_completed', 'completed_at', 'id'], 'readings_completed_queue_index');
  });
  await knex.schema.alterTable('orders', (table) => {
    table.index(['created_at', 'id'], 'orders_created_at_id_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('orders', (table) => {
    table.dropIndex(['created_at', 'id'], 'orders_created_at_id_index');
  });
  await knex.schema.alterTable('readings', (table) => {
    table.dropIndex(['reading_completed', 'completed_at', 'id'], 'readings_completed_queue_index');
    table.dropColumn('sketch_updated_at');
  });
}
