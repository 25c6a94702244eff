import type { Knex } from 'knex';

/**
 * The daily horoscope's due-only tick (docs/decisions/021-daily-horoscope.md). `next_due_at` is the
 * instant (UTC) from which the minute's tick next needs to look at a subscriber: their zone's next
 * 07:00. Null means "not known yet": a new subscriber, a changed time zone, a subscription restarted,
 * and every row that existed before this migration; the next tick reads those and fills it in. It is
 * only a shortcut past rows with nothing due: the outbox's dedupe keys remain what sends a day once.
 * The index serves the tick's `unsubscribed_at is null and (next_due_at is null or next_due_at <= now)`.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('horoscope_subscriptions', (table) => {
    table.timestamp('next_due_at', { useTz: true });
    table.index(['unsubscribed_at', 'next_due_at', 'id'], 'horoscope_subscriptions_due_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('horoscope_subscriptions', (table) => {
    table.dropIndex(['unsubscribed_at', 'next_due_at', 'id'], 'horoscope_subscriptions_due_index');
    table.dropColumn('next_due_at');
  });
}
