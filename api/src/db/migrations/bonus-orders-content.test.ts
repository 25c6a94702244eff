import { expect, it } from 'vitest';
import { PRODUCT_IDS } from '@shared/domain/products';
import { describeMigration } from '../../testing/migration-database';
import { migrationSource } from './index';

const HOUR_MS = 60 * 60 * 1000;
const MIGRATION = '20261124010000_bonus_orders_own_their_content';

/** The bonus text staff wrote into premium readings, and meditations paid but never delivered, brought to the registry's rules. */
describeMigration(MIGRATION, 'over existing orders', (shop) => {
  it('moves each bonus’s text to its own order, delivering it, and delivers paid meditations', async () => {
    const { knex } = await shop.before();

    const at = (hoursAgo: number) => new Date(Date.now() - hoursAgo * HOUR_MS).toISOString();
    let serial = 0;
    async function order(fields: Record<string, unknown>): Promise<number> {
      serial += 1;
      const [row] = await knex('orders')
        .insert({ request_code: `REQ-BONUS-${serial}`, order_number: `MSR-B${serial}`, customer_name: 'Ada', email: 'ada@example.com', price_cents: 0, is_paid: true, payment_date: at(40), created_at: at(50), updated_at: at(50), ...fields })
        .returning('id');
      return Number(typeof row === 'object' ? row.id : row);
    }
    const reading = (orderId: number, fields: Record<string, unknown> = {}) =>
      knex('readings').insert({ order_id: orderId, reading_completed: false, due_at: at(0), created_at: at(40), updated_at: at(40), ...fields });
    const premium = (fields: Record<string, string>) => JSON.stringify(fields);

    const doneAt = at(10);
    const paid = await order({ product_id: PRODUCT_IDS.premiumSoulmateReading, price_cents: 1899 });
    await reading(paid, {
      reading_completed: true,
      completed_at: doneAt,
      premium_content_json: premium({ soulmateAppearance: 'Tall.', spiritAnimalTarot: 'The wolf walks beside you.', moneyTreeTarot: 'The Ace of Pentacles.', manifestationAudio: '/uploads/AbCdEfGhIjKlMnOpQrStUv.m4a' }),
    });
    const spirit = await order({ product_id: PRODUCT_IDS.spiritAnimalTarot, parent_order_id: paid });
    await reading(spirit);
    const tree = await order({ product_id: PRODUCT_IDS.moneyTree, parent_order_id: paid });
    const treeDoneAt = at(5);
    await reading(tree, { reading_completed: true, completed_at: treeDoneAt, premium_content_json: premium({ moneyTreeTarot: 'Its own spread.' }) });
    const bonusAudio = await order({ product_id: PRODUCT_IDS.manifestationAudio, parent_order_id: paid });
    await reading(bonusAudio);

    // Refunded with its bonuses: the refund closed their items; the text stays out of them.
    const refunded = await order({ product_id: PRODUCT_IDS.premiumSoulmateReading, price_cents: 1899, refunded_at: at(2) });
    await reading(refunded, { reading_completed: true, completed_at: at(2), premium_content_json: premium({ spiritAnimalTarot: 'Given back.' }) });
    const refundedSpirit = await order({ product_id: PRODUCT_IDS.spiritAnimalTarot, parent_order_id: refunded, refunded_at: at(2) });
    await reading(refundedSpirit, { reading_completed: true, completed_at: at(2) });

    // A catalogue meditation paid and waiting for staff, and one nobody paid for.
    const paidAudio = await order({ product_id: PRODUCT_IDS.manifestationAudio, price_cents: 600, payment_date: at(30) });
    await reading(paidAudio);
    await order({ product_id: PRODUCT_IDS.manifestationAudio, price_cents: 600, is_paid: false, payment_date: null });

    await knex.migrate.latest({ migrationSource });

    const item = async (orderId: number) => {
      const row = await knex('readings').where({ order_id: orderId }).first();
      return {
        completed: Boolean(row.reading_completed),
        completedAt: row.completed_at ? new Date(row.completed_at).toISOString() : null,
        premium: row.premium_content_json ? JSON.parse(row.premium_content_json) : null,
      };
    };
    expect(await item(paid)).toMatchObject({ completed: true, premium: { soulmateAppearance: 'Tall.' } });
    expect(await item(spirit)).toEqual({ completed: true, completedAt: doneAt, premium: { spiritAnimalTarot: 'The wolf walks beside you.' } });
    // Delivered with its own text already: kept as it is.
    expect(await item(tree)).toEqual({ completed: true, completedAt: treeDoneAt, premium: { moneyTreeTarot: 'Its own spread.' } });
    expect(await item(bonusAudio)).toEqual({ completed: true, completedAt: doneAt, premium: { manifestationAudio: '/uploads/AbCdEfGhIjKlMnOpQrStUv.m4a' } });
    expect(await item(refunded)).toMatchObject({ premium: null });
    expect(await item(refundedSpirit)).toMatchObject({ completed: true, premium: null });
    const meditation = await item(paidAudio);
    expect(meditation.completed).toBe(true);
    expect(meditation.completedAt).toBe(new Date((await knex('orders').where({ id: paidAudio }).first()).payment_date).toISOString());
  });
});
