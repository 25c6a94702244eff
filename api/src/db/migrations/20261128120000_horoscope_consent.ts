import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';

/**
 * The daily horoscope's consent (docs/decisions/029-horoscope-consent.md).
 * - `horoscope_consents`: a subscribe request waiting for its inbox to confirm it. Only the SHA-256 of
 *   the mailed token is kept (`token_hash`), so the table never holds a working link; `used_at` makes
 *   the link single-use, `expires_at` ends it unused. The sign and zone it would set travel with it.
 * - `horoscope_subscriptions.unsubscribe_ref`: the random reference the unsubscribe links carry
 *   instead of the address. Rows made before this migration get theirs here.
 * - `horoscope_subscriptions.last_queued_at`: when the subscriber's latest horoscope was queued, so
 *   the send keeps at least 20 hours between two, whatever their zone does.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('horoscope_consents', (table) => {
    table.increments('id').primary();
    table.string('token_hash', 64).notNullable().unique();
    table.string('email_key', 254).notNullable().index();
    table.string('email', 254).notNullable();
    table.string('sign', 16).notNullable();
    table.timestamp('sign_source_at', { useTz: true }).notNullable();
    table.string('time_zone', 64);
    table.timestamp('created_at', { useTz: true }).notNullable();
    table.timestamp('expires_at', { useTz: true }).notNullable();
    table.timestamp('used_at', { useTz: true });
  });
  await knex.schema.alterTable('horoscope_subscriptions', (table) => {
    table.string('unsubscribe_ref', 64).unique();
    table.timestamp('last_queued_at', { useTz: true });
  });
  for (;;) {
    const rows: Array<{ id: number }> = await knex('horoscope_subscriptions').whereNull('unsubscribe_ref').select('id').limit(500);
    if (rows.length === 0) break;
    for (const { id } of rows) await knex('horoscope_subscriptions').where({ id }).update({ unsubscribe_ref: randomBytes(32).toString('base64url') });
  }
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('horoscope_subscriptions', (table) => {
    table.dropUnique(['unsubscribe_ref']);
    table.dropColumn('unsubscribe_ref');
    table.dropColumn('last_queued_at');
  });
  await knex.schema.dropTable('horoscope_consents');
}
