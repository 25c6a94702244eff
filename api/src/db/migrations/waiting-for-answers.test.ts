import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { PRODUCT_IDS } from '@shared/domain/products';
import { createPostgresSchema, describeEachDatabase } from '../../testing/test-api';
import { openDatabase, type Database } from '../database';
import { seedProducts } from '../seeds/products';
import { migrationSource } from './index';

const HOUR_MS = 60 * 60 * 1000;
const MIGRATION = '20261124000000_waiting_for_answers';

/** Paid work waiting for answers loses the due time the payment gave it; everything else keeps its own. */
describeEachDatabase(`${MIGRATION} over existing work`, (database) => {
  let dir: string | undefined;
  let dropSchema: (() => Promise<void>) | undefined;
  let db: Database;
  afterEach(async () => {
    await db?.close();
    await dropSchema?.();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  async function open(): Promise<Database> {
    if (database.url) {
      const schema = await createPostgresSchema(database.url);
      dropSchema = schema.drop;
      return openDatabase(schema.url);
    }
    dir = mkdtempSync(join(tmpdir(), 'soulsketch-waiting-'));
    return openDatabase(`file:${join(dir, 'shop.sqlite')}`);
  }

  it('clears the due time of paid work still waiting for answers, and lets products that ask nothing wait for none', async () => {
    db = await open();
    const { knex } = db;
    const names = await migrationSource.getMigrations([]);
    for (let step = 0; step < names.indexOf(MIGRATION); step++) await knex.migrate.up({ migrationSource });
    await seedProducts(knex);

    const at = (hoursAgo: number) => new Date(Date.now() - hoursAgo * HOUR_MS).toISOString();
    const promised = at(-38);
    let serial = 0;
    async function orderWithWork(fields: Record<string, unknown>, work: Record<string, unknown> = {}): Promise<number> {
      serial += 1;
      const [row] = await knex('orders')
        .insert({ request_code: `REQ-WAIT-${serial}`, order_number: `MSR-W${serial}`, customer_name: 'Ada', email: 'ada@example.com', price_cents: 0, created_at: at(50), updated_at: at(50), ...fields })
        .returning('id');
      const orderId = Number(typeof row === 'object' ? row.id : row);
      await knex('readings').insert({ order_id: orderId, due_at: promised, created_at: at(10), updated_at: at(10), ...work });
      return orderId;
    }
    const paid = { is_paid: true, payment_date: at(10) };
    const waiting = await orderWithWork({ product_id: PRODUCT_IDS.loveForecast, ...paid, questions_completed: false });
    const answered = await orderWithWork({ product_id: PRODUCT_IDS.loveForecast, ...paid, questions_completed: true });
    const audio = await orderWithWork({ product_id: PRODUCT_IDS.manifestationAudio, ...paid, questions_completed: false });
    const refunded = await orderWithWork({ product_id: PRODUCT_IDS.soulmateReading, ...paid, questions_completed: false, refunded_at: at(1) }, { reading_completed: true, completed_at: at(1) });
    const free = await orderWithWork({ product_id: PRODUCT_IDS.freeSoulmateReading, questions_completed: false }, { question: 'When?', gender_preference: 'male', soulmate_trait: 'kind' });

    await knex.migrate.up({ migrationSource });

    const dueOf = async (orderId: number) => {
      const value = (await knex('readings').where({ order_id: orderId }).first()).due_at;
      return value ? new Date(value).toISOString() : null;
    };
    expect(await dueOf(waiting)).toBeNull();
    expect(await dueOf(answered)).toBe(promised);
    expect(await dueOf(audio)).toBe(promised);
    expect(Boolean((await knex('orders').where({ id: audio }).first()).questions_completed)).toBe(true);
    expect(await dueOf(refunded)).toBe(promised);
    // An unpaid free request is the free reading's work: due as before.
    expect(await dueOf(free)).toBe(promised);
    expect(Number((await knex('readings').count({ n: '*' }))[0]!.n)).toBe(5);

    // Back down: the column is required again, and the waiting work gets the paid promise back.
    await knex.migrate.down({ migrationSource });
    expect(await dueOf(waiting)).not.toBeNull();
  });
});
