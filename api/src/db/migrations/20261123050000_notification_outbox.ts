import type { Knex } from 'knex';

const MAIL_COLUMNS = ['to_address', 'subject', 'text_body', 'html_body'] as const;

/**
 * One outbox for every channel (docs/decisions/013). `mail_outbox` is renamed
 * `notification_outbox` with its rows and their state (pending, attempts, leases) as they are: each
 * row is now one message on one channel, mail or push. The mail columns become optional (a push row
 * has none); a push row names its device and carries its small JSON message. `dedupe_key` is unique,
 * so an event queued twice (a staff re-save) sends nothing twice; older rows have none.
 *
 * On SQLite `setNullable` rebuilds the outbox table: no table refers to it, so the rebuild deletes
 * nothing else (migrations.test.ts runs it over existing rows). The new tables are created first so
 * the outbox's new foreign key has its parent.
 */
export async function up(knex: Knex): Promise<void> {
  // Small settings the server makes itself, once (the VAPID key pair when the environment has none).
  await knex.schema.createTable('app_settings', (table) => {
    table.string('key', 80).primary();
    table.text('value').notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable();
  });

  // A browser's push subscription, one per endpoint; an account may have several devices.
  await knex.schema.createTable('push_subscriptions', (table) => {
    table.increments('id').primary();
    table.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    table.string('endpoint', 1000).notNullable().unique();
    table.string('p256dh', 100).notNullable();
    table.string('auth', 40).notNullable();
    table.string('device_label', 120).notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable();
    table.timestamp('last_success_at', { useTz: true });
    table.index(['user_id']);
  });

  await knex.schema.renameTable('mail_outbox', 'notification_outbox');
  await knex.schema.alterTable('notification_outbox', (table) => {
    for (const column of MAIL_COLUMNS) table.setNullable(column);
  });
  await knex.schema.alterTable('notification_outbox', (table) => {
    table.string('channel', 8).notNullable().defaultTo('mail');
    // The event a row belongs to ("reading-ready:{orderId}:{n}"): its mail and its pushes share it.
    table.string('event_key', 120);
    table.string('dedupe_key', 160).unique();
    table.integer('user_id').references('id').inTable('users').onDelete('SET NULL');
    // A device turned off before its push left: the row stays (staff see it), without a device.
    table.integer('subscription_id').references('id').inTable('push_subscriptions').onDelete('SET NULL');
    table.text('payload_json');
    table.index(['order_id', 'kind']);
  });
}

/** Push rows have no place in the old mail table: they go, and the rest is as it was. */
export async function down(knex: Knex): Promise<void> {
  await knex('notification_outbox').whereNot('channel', 'mail').delete();
  await knex.schema.alterTable('notification_outbox', (table) => {
    table.dropIndex(['order_id', 'kind']);
    table.dropUnique(['dedupe_key']);
    table.dropForeign(['user_id']);
    table.dropForeign(['subscription_id']);
  });
  await knex.schema.alterTable('notification_outbox', (table) => {
    table.dropColumns('channel', 'event_key', 'dedupe_key', 'user_id', 'subscription_id', 'payload_json');
  });
  await knex.schema.alterTable('notification_outbox', (table) => {
    for (const column of MAIL_COLUMNS) table.dropNullable(column);
  });
  await knex.schema.renameTable('notification_outbox', 'mail_outbox');
  await knex.schema.dropTable('push_subscriptions');
  await knex.schema.dropTable('app_settings');
}
