import type { Knex } from 'knex';

/**
 * The daily horoscope's send (docs/decisions/021-daily-horoscope.md). An outbox mail may carry extra
 * headers (`headers_json`, a JSON object of name to value): the horoscope's `List-Unsubscribe` and
 * `List-Unsubscribe-Post`, which mail programs turn into their own unsubscribe button. Older rows have
 * none. `last_queued_date` is the latest day whose horoscope was queued for a subscriber: the send skips
 * them without rendering a mail; the outbox's unique dedupe key is what keeps a day from going twice.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('notification_outbox', (table) => {
    table.text('headers_json');
  });
  await knex.schema.alterTable('horoscope_subscriptions', (table) => {
    table.string('last_queued_date', 10);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('horoscope_subscriptions', (table) => {
    table.dropColumn('last_queued_date');
  });
  await knex.schema.alterTable('notification_outbox', (table) => {
    table.dropColumn('headers_json');
  });
}
