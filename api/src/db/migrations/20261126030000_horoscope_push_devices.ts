import type { Knex } from 'knex';

/**
 * The daily horoscope's notifications go to the devices the subscriber chose, one by one: a customer
 * turns them on for the phone in their hand, not for every browser their account ever used. A row
 * names a subscription and one of the account's push devices (`push_subscriptions`); either one gone
 * takes the row with it. The subscription-wide `by_push` switch it replaces was never set by any
 * screen, so there is nothing to carry over.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('horoscope_subscriptions', (table) => {
    table.dropColumn('by_push');
  });
  await knex.schema.createTable('horoscope_push_devices', (table) => {
    table.integer('subscription_id').notNullable().references('id').inTable('horoscope_subscriptions').onDelete('CASCADE');
    table.integer('device_id').notNullable().references('id').inTable('push_subscriptions').onDelete('CASCADE');
    table.timestamp('created_at', { useTz: true }).notNullable();
    table.primary(['subscription_id', 'device_id']);
    // A device that goes (turned off, or gone at the push service) is found by its id.
    table.index(['device_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('horoscope_push_devices');
  await knex.schema.alterTable('horoscope_subscriptions', (table) => {
    table.boolean('by_push').notNullable().defaultTo(false);
  });
}
