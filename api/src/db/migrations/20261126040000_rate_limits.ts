import type { Knex } from 'knex';

/**
 * The rate limits' counters on PostgreSQL, shared by every process of the shop: one row per limit and
 * key (hashed), with the uses counted in its window and the window's end in epoch milliseconds. The
 * columns are the ones rate-limiter-flexible's PostgreSQL store reads and writes; the table is made
 * here, once, rather than by the library at start-up, where several processes starting together would
 * race to create it. Rows of ended windows are deleted by the store from time to time, by `expire`.
 * SQLite keeps its counters in the process's memory (one process), so it gets no table.
 */
export async function up(knex: Knex): Promise<void> {
  if ((knex.client.config as Knex.Config).client !== 'pg') return;
  await knex.schema.createTable('rate_limits', (table) => {
    table.string('key', 255).primary();
    table.integer('points').notNullable().defaultTo(0);
    table.bigInteger('expire');
    table.index(['expire']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('rate_limits');
}
