import { expect, it } from 'vitest';
import { PRODUCT_IDS } from '@shared/domain/products';
import { describeMigration } from '../../testing/migration-database';
import { migrationSource } from './index';

const MIGRATION = '20261124000000_waiting_for_answers';
const DAY_MS = 24 * 60 * 60 * 1000;

/** Paid work waiting for answers loses the due time the payment gave it; everything else keeps its own. */
describeMigration(MIGRATION, 'over existing work', (database) => {

  it('clears the due time of paid work still waiting for answers, and lets products that ask nothing wait for none', async () => {
    const { knex } = await database.before();
    const yesterday = new Date(Date.now() - DAY_MS).toISOString();
    const promised = new Date(Date.now() + DAY_MS).toISOString();
    const paid = { is_paid: true, payment_date: yesterday };
    // Each order as the old rules left it, its work due at `promised`, and the due time it must have after.
    const shop = {
      'paid, waiting for answers': { order: { product_id: PRODUCT_IDS.loveForecast, ...paid, questions_completed: false }, dueAfter: null },
      'paid, answered': { order: { product_id: PRODUCT_IDS.loveForecast, ...paid, questions_completed: true }, dueAfter: promised },
      'paid audio, flagged as waiting': { order: { product_id: PRODUCT_IDS.manifestationAudio, ...paid, questions_completed: false }, dueAfter: promised },
      'refunded, its work closed': {
        order: { product_id: PRODUCT_IDS.soulmateReading, ...paid, questions_completed: false, refunded_at: yesterday },
        work: { reading_completed: true, completed_at: yesterday },
        dueAfter: promised,
      },
      'an unpaid free request': {
        order: { product_id: PRODUCT_IDS.freeSoulmateReading, questions_completed: false },
        work: { question: 'When?', gender_preference: 'male', soulmate_trait: 'kind' },
        dueAfter: promised,
      },
    } satisfies Record<string, { order: object; work?: object; dueAfter: string | null }>;

    const ids = new Map<string, number>();
    for (const [index, [name, { order, ...rest }]] of Object.entries(shop).entries()) {
      const [row] = await knex('orders')
        .insert({ request_code: `REQ-WAIT-${index}`, order_number: `MSR-W${index}`, customer_name: 'Ada', email: 'ada@example.com', price_cents: 0, created_at: yesterday, updated_at: yesterday, ...order })
        .returning('id');
      const orderId = Number(typeof row === 'object' ? row.id : row);
      ids.set(name, orderId);
      await knex('readings').insert({ order_id: orderId, due_at: promised, created_at: yesterday, updated_at: yesterday, ...('work' in rest ? rest.work : {}) });
    }

    await knex.migrate.up({ migrationSource });

    const dueOf = async (name: string) => {
      const value = (await knex('readings').where({ order_id: ids.get(name) }).first()).due_at;
      return value ? new Date(value).toISOString() : null;
    };
    for (const [name, { dueAfter }] of Object.entries(shop)) expect(await dueOf(name), name).toBe(dueAfter);
    const audio = await knex('orders').where({ id: ids.get('paid audio, flagged as waiting') }).first();
    expect(Boolean(audio.questions_completed)).toBe(true);
    expect(Number((await knex('readings').count({ n: '*' }))[0]!.n)).toBe(5);

    // Back down: the column is required again, and the waiting work gets the paid promise back.
    await knex.migrate.down({ migrationSource });
    expect(await dueOf('paid, waiting for answers')).not.toBeNull();
  });
});
