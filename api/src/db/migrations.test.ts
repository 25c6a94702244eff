import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './database';
import { migrationSource } from './migrations';

/**
 * Each migration must keep the data already there. On SQLite some schema changes make knex rebuild a
 * table, and with foreign keys on, dropping the old table would cascade into its children: this test
 * runs every migration over a database that already holds an order with its reading and mail.
 */
describe('migrations over existing data (SQLite)', () => {
  let dir: string;
  let db: Database;
  afterEach(async () => {
    await db?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('keeps every order, reading and mail while migrating up one step at a time', async () => {
    dir = mkdtempSync(join(tmpdir(), 'soulsketch-migrations-'));
    db = openDatabase(`file:${join(dir, 'shop.sqlite')}`);
    const { knex } = db;
    const names = await migrationSource.getMigrations([]);
    await knex.migrate.up({ migrationSource }); // the first migration: core tables

    const now = new Date().toISOString();
    await knex('products').insert({ id: 2, slug: 'free-soulmate-reading', name: 'Free', price_cents: 0, sale_channel: 'free', short_description: 'x', description_html: 'x', created_at: now, updated_at: now });
    const [order] = await knex('orders')
      .insert({ request_code: 'REQ-TEST', order_number: 'MSR-TEST', product_id: 2, customer_name: 'Ada', email: 'ada@example.com', birthdate: '1990-01-01', price_cents: 0, created_at: now, updated_at: now })
      .returning('id');
    const orderId = Number(typeof order === 'object' ? order.id : order);
    await knex('readings').insert({ order_id: orderId, gender_preference: 'male', soulmate_trait: 'kind and warm', question: 'Where is my soulmate?', due_at: now, created_at: now, updated_at: now });
    await knex('mail_outbox').insert({ kind: 'confirm-request', to_address: 'ada@example.com', subject: 's', text_body: 't', html_body: 'h', next_attempt_at: now, order_id: orderId, created_at: now });

    for (let step = 1; step < names.length; step++) {
      await knex.migrate.up({ migrationSource });
      // The notification outbox migration renamed the mail outbox: the one outbox of every channel, with the mail in it.
      const outbox = names[step]! >= '20261123050000' ? 'notification_outbox' : 'mail_outbox';
      const counts = await Promise.all(['orders', 'readings', outbox].map(async (table) => Number((await knex(table).count({ n: '*' }))[0]!.n)));
      expect(counts, `after ${names[step]}`).toEqual([1, 1, 1]);
      expect((await knex(outbox).first()).order_id, `after ${names[step]}`).toBe(orderId);
    }
  });
});
