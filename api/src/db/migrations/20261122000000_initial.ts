import type { Knex } from 'knex';

/**
 * The shop's core tables. Timestamps are timezone-aware (`_at`), money is integer cents, booleans are
 * real booleans on PostgreSQL and 0/1 on SQLite (the repositories map both). Request codes are unique
 * and stored in their canonical upper-case form, so look-ups are exact index hits.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('products', (table) => {
    table.integer('id').primary();
    table.string('slug', 80).notNullable().unique();
    table.string('name', 160).notNullable();
    table.integer('price_cents').notNullable();
    table.integer('compare_price_cents');
    table.string('currency', 3).notNullable().defaultTo('USD');
    // How it is sold: funnel, free, catalogue, bonus, upsell.
    table.string('sale_channel', 16).notNullable();
    table.text('short_description').notNullable();
    table.text('description_html').notNullable();
    table.string('image_url', 500);
    table.text('features_json').notNullable().defaultTo('[]');
    table.text('input_fields_json').notNullable().defaultTo('{}');
    table.text('output_fields_json').notNullable().defaultTo('{}');
    table.boolean('active').notNullable().defaultTo(true);
    table.timestamp('created_at', { useTz: true }).notNullable();
    table.timestamp('updated_at', { useTz: true }).notNullable();
  });

  await knex.schema.createTable('users', (table) => {
    table.increments('id').primary();
    table.string('email', 254).notNullable().unique();
    table.string('name', 100);
    table.string('role', 16).notNullable().defaultTo('customer');
    table.string('password_hash', 255);
    table.timestamp('created_at', { useTz: true }).notNullable();
    table.timestamp('updated_at', { useTz: true }).notNullable();
  });

  await knex.schema.createTable('orders', (table) => {
    table.increments('id').primary();
    table.string('request_code', 40).notNullable().unique();
    table.string('order_number', 16).notNullable().unique();
    table.integer('product_id').notNullable().references('id').inTable('products');
    table.integer('user_id').references('id').inTable('users').onDelete('SET NULL');
    table.string('customer_name', 100).notNullable();
    table.string('email', 254).notNullable();
    table.date('birthdate');
    table.integer('price_cents').notNullable();
    table.string('currency', 3).notNullable().defaultTo('USD');
    table.boolean('is_paid').notNullable().defaultTo(false);
    table.timestamp('payment_date', { useTz: true });
    table.boolean('questions_completed').notNullable().defaultTo(false);
    table.boolean('horoscope_subscription').notNullable().defaultTo(false);
    // The e-mail confirmation of a request: null until the emailed link is followed.
    table.timestamp('confirmed_at', { useTz: true });
    table.timestamp('created_at', { useTz: true }).notNullable();
    table.timestamp('updated_at', { useTz: true }).notNullable();
    table.index(['email']);
    table.index(['user_id']);
  });

  await knex.schema.createTable('readings', (table) => {
    table.increments('id').primary();
    table.integer('order_id').notNullable().unique().references('id').inTable('orders').onDelete('CASCADE');
    table.string('gender_preference', 20).notNullable();
    table.text('soulmate_trait').notNullable();
    table.text('question').notNullable();
    table.string('sketch_url', 1000);
    table.string('sketch_alt', 300);
    table.text('reading_notes');
    // Paid readings' premium fields (soulmate fields, report sections, bonuses) as one JSON document.
    table.text('premium_content_json');
    table.boolean('reading_completed').notNullable().defaultTo(false);
    table.timestamp('completed_at', { useTz: true });
    // When staff owe the reading, from the delivery promise; the queue sorts on it.
    table.timestamp('due_at', { useTz: true }).notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable();
    table.timestamp('updated_at', { useTz: true }).notNullable();
    table.index(['reading_completed', 'due_at']);
  });

  await knex.schema.createTable('mail_outbox', (table) => {
    table.increments('id').primary();
    table.string('kind', 40).notNullable();
    table.string('to_address', 254).notNullable();
    table.string('subject', 300).notNullable();
    table.text('text_body').notNullable();
    table.text('html_body').notNullable();
    // pending -> sent, or failed after the last attempt.
    table.string('status', 12).notNullable().defaultTo('pending');
    table.integer('attempts').notNullable().defaultTo(0);
    table.timestamp('next_attempt_at', { useTz: true }).notNullable();
    // A worker leases a row before sending so that two processes never send the same mail.
    table.timestamp('locked_until', { useTz: true });
    table.text('last_error');
    table.integer('order_id').references('id').inTable('orders').onDelete('SET NULL');
    table.timestamp('created_at', { useTz: true }).notNullable();
    table.timestamp('sent_at', { useTz: true });
    table.index(['status', 'next_attempt_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['mail_outbox', 'readings', 'orders', 'users', 'products']) {
    await knex.schema.dropTableIfExists(table);
  }
}
