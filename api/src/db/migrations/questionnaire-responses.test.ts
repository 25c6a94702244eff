import { expect, it } from 'vitest';
import { PRODUCT_IDS } from '@shared/domain/products';
import { describeMigration } from '../../testing/migration-database';
import { insertProductsAsBefore } from '../../testing/legacy-products';
import { migrationSource } from './index';

const MIGRATION = '20261123040000_questionnaire_responses';

/** Onboarding answers once kept on the order move to the responses table, owner's or not. */
describeMigration(MIGRATION, 'over existing onboarding answers', (shop) => {
  it('stores each order\'s onboarding answers once, as the owner\'s or a code holder\'s, and keeps the orders', async () => {
    const { knex } = await shop.before();
    await insertProductsAsBefore(knex);

    const now = new Date().toISOString();
    const [user] = await knex('users').insert({ email: 'ada@example.com', name: 'Ada', role: 'customer', created_at: now, updated_at: now }).returning('id');
    const userId = Number(typeof user === 'object' ? user.id : user);
    let serial = 0;
    async function order(fields: Record<string, unknown>): Promise<number> {
      serial += 1;
      const [row] = await knex('orders')
        .insert({ request_code: `REQ-MIGRATE-${serial}`, order_number: `MSR-Q${serial}`, product_id: PRODUCT_IDS.premiumSoulmateReading, user_id: userId, customer_name: 'Ada', email: 'ada@example.com', price_cents: 1899, is_paid: true, created_at: now, updated_at: now, ...fields })
        .returning('id');
      return Number(typeof row === 'object' ? row.id : row);
    }
    const answers = (desiredQualities: string) => JSON.stringify({ currentRelationshipStatus: 'single', pastRelationshipPatterns: 'Always the same story', desiredQualities });
    const byOwner = await order({ onboarding_json: answers('Kindness, from the owner'), onboarding_from_owner: true, questions_completed: true });
    const byHolder = await order({ onboarding_json: answers('Humour, from the link'), onboarding_from_owner: false, questions_completed: true });
    const unanswered = await order({});

    await knex.migrate.latest({ migrationSource });

    const rows = await knex('questionnaire_responses').orderBy('order_id');
    expect(rows.map((row) => [Number(row.order_id), row.questionnaire_id, row.submitted_by, row.user_id === null ? null : Number(row.user_id)])).toEqual([
      [byOwner, 'onboarding', 'owner', userId],
      [byHolder, 'onboarding', 'code_holder', null],
    ]);
    expect(JSON.parse(rows[0].answers_json).desiredQualities).toBe('Kindness, from the owner');
    expect(new Set(rows.map((row) => row.submission_id)).size).toBe(2);
    expect(await knex('questionnaire_responses').where({ order_id: unanswered })).toHaveLength(0);
    expect(Number((await knex('orders').count({ n: '*' }))[0]!.n)).toBe(3);
  });
});
