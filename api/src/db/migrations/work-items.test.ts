import { expect, it } from 'vitest';
import { PRODUCT_IDS } from '@shared/domain/products';
import { describeMigration } from '../../testing/migration-database';
import { insertProductsAsBefore } from '../../testing/legacy-products';
import { migrationSource } from './index';

const HOUR_MS = 60 * 60 * 1000;
const MIGRATION = '20261123030000_work_items';

/** The work-items migration over a shop that already took payments under the old rules. */
describeMigration(MIGRATION, 'over existing orders', (shop) => {
  it('queues paid work that never reached staff, closes refunded work, and keeps every reading', async () => {
    const { knex } = await shop.before();
    await insertProductsAsBefore(knex);

    const at = (hoursAgo: number) => new Date(Date.now() - hoursAgo * HOUR_MS).toISOString();
    let serial = 0;
    async function order(fields: Record<string, unknown>): Promise<number> {
      serial += 1;
      const [row] = await knex('orders')
        .insert({ request_code: `REQ-MIGRATE-${serial}`, order_number: `MSR-M${serial}`, customer_name: 'Ada', email: 'ada@example.com', birthdate: '1990-01-01', price_cents: 0, created_at: at(50), updated_at: at(50), ...fields })
        .returning('id');
      return Number(typeof row === 'object' ? row.id : row);
    }
    const reading = (orderId: number, fields: Record<string, unknown> = {}) =>
      knex('readings').insert({ order_id: orderId, gender_preference: 'male', soulmate_trait: 'kind', question: 'When?', due_at: at(30), created_at: at(50), updated_at: at(50), ...fields });

    // Completed as a free reading, then paid: the premium reading was never queued.
    const paidAt = at(10);
    const freeDoneAt = at(20);
    const paid = await order({ product_id: PRODUCT_IDS.premiumSoulmateReading, is_paid: true, payment_date: paidAt, price_cents: 1899, payment_intent_id: 'pi_paid' });
    await reading(paid, { reading_completed: true, completed_at: freeDoneAt, sketch_url: 'https://cdn.example.com/s.png', reading_notes: 'Free notes.' });
    const bonus = await order({ product_id: PRODUCT_IDS.moneyTree, parent_order_id: paid, is_paid: true, payment_date: paidAt });
    // Refunded: its open reading closes, and its bonus gets no work.
    const refunded = await order({ product_id: PRODUCT_IDS.premiumSoulmateReading, is_paid: true, payment_date: at(10), price_cents: 1899, payment_intent_id: 'pi_refunded', refunded_at: at(5) });
    await reading(refunded);
    const refundedBonus = await order({ product_id: PRODUCT_IDS.spiritAnimalTarot, parent_order_id: refunded, is_paid: true, payment_date: at(10), refunded_at: at(5) });
    // At checkout under the old code (charged the constant), and a free request nobody paid for.
    const atCheckout = await order({ product_id: PRODUCT_IDS.freeSoulmateReading, payment_intent_id: 'pi_open' });
    await reading(atCheckout);
    const free = await order({ product_id: PRODUCT_IDS.freeSoulmateReading });
    await reading(free, { reading_completed: true, completed_at: at(20) });

    // This step alone: later steps change the rules again (work waiting for answers loses its due time).
    await knex.migrate.up({ migrationSource });

    const item = (orderId: number) => knex('readings').where({ order_id: orderId }).first();
    const time = (value: unknown) => (value ? new Date(value as string).toISOString() : null);
    const reopened = await item(paid);
    expect(Boolean(reopened.reading_completed)).toBe(false);
    expect(reopened).toMatchObject({ sketch_url: 'https://cdn.example.com/s.png', reading_notes: 'Free notes.', completed_at: null });
    expect(time(reopened.free_completed_at)).toBe(freeDoneAt);
    expect(time(reopened.due_at)).toBe(new Date(Date.parse(paidAt) + 48 * HOUR_MS).toISOString());

    const bonusItem = await item(bonus);
    expect(bonusItem).toMatchObject({ question: null, soulmate_trait: null, gender_preference: null });
    expect(time(bonusItem.due_at)).toBe(time(reopened.due_at));
    expect(Boolean(bonusItem.reading_completed)).toBe(false);
    expect(Boolean((await item(refunded)).reading_completed)).toBe(true);
    expect(await item(refundedBonus)).toBeUndefined();
    expect(Boolean((await item(free)).reading_completed)).toBe(true);
    expect((await knex('orders').where({ id: atCheckout }).first()).price_cents).toBe(1899);
    expect((await knex('orders').where({ id: free }).first()).price_cents).toBe(0);
    expect(Number((await knex('readings').count({ n: '*' }))[0]!.n)).toBe(5);
  });
});
