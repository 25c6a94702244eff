import type { Knex } from 'knex';

/**
 * The daily horoscope's subscribers (docs/decisions/021-daily-horoscope.md), one row per inbox. Only
 * what the send needs is kept: the address, the sign, the time zone and the channels. The birth date
 * is not: `sign_source_at` is the creation time of the reading whose birth date gave the sign, so a
 * later reading of the same address replaces the sign and an older one, subscribed afterwards, does not.
 * `email_key` is the inbox key (trimmed, lower-cased, `+tag` dropped), so spellings of one inbox share
 * one subscription; `email` is the address as the latest reading gave it, where the mail goes.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('horoscope_subscriptions', (table) => {
    table.increments('id').primary();
    table.string('email_key', 254).notNullable().unique();
    table.string('email', 254).notNullable();
    table.string('sign', 16).notNullable();
    table.string('time_zone', 64).notNullable();
    table.boolean('by_email').notNullable().defaultTo(true);
    table.boolean('by_push').notNullable().defaultTo(false);
    table.timestamp('unsubscribed_at', { useTz: true });
    table.timestamp('sign_source_at', { useTz: true });
    table.timestamp('created_at', { useTz: true }).notNullable();
    table.timestamp('updated_at', { useTz: true }).notNullable();
    // The send walks the active subscribers in id order, a batch at a time.
    table.index(['unsubscribed_at', 'id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('horoscope_subscriptions');
}
