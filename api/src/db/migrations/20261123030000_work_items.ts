import type { Knex } from 'knex';
import { readingDueAt } from '@shared/domain/delivery';
import { FULL_READING_PRICE_CENTS, PRODUCT_IDS } from '@shared/domain/products';

const SOULMATE_COLUMNS = ['gender_preference', 'soulmate_trait', 'question'] as const;

/**
 * Paid work in the staff queue (docs/decisions/010-paid-work.md). A `readings` row is now the staff's
 * work item for any order they complete: bonus, upsell and catalogue orders have no free-form answers,
 * so those columns may be empty. `free_completed_at` keeps when a free reading was delivered after its
 * payment reopened it as the premium reading. On SQLite each `setNullable` rebuilds `readings`; no table
 * refers to it, so the rebuild deletes nothing else (migrations.test.ts runs it over existing rows).
 *
 * Existing data is brought to the same rules as new payments: paid work that never reached the queue
 * is queued, refunded orders leave it, and unpaid funnel orders already in checkout keep the price the
 * old code charged (a constant then; from now on the order's stored price is what is checked).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('readings', (table) => {
    for (const column of SOULMATE_COLUMNS) table.setNullable(column);
  });
  await knex.schema.alterTable('readings', (table) => {
    table.timestamp('free_completed_at', { useTz: true });
  });

  const now = new Date().toISOString();
  const dueFrom = (paidAt: unknown) => readingDueAt(new Date(paidAt as string), true).toISOString();

  // Premium readings whose free reading was completed before the payment, with no premium content yet.
  const reopen = await knex('readings as r')
    .join('orders as o', 'o.id', 'r.order_id')
    .select('r.id', 'r.completed_at', 'o.payment_date')
    .where({ 'o.is_paid': true, 'o.product_id': PRODUCT_IDS.premiumSoulmateReading, 'r.reading_completed': true })
    .whereNull('o.refunded_at')
    .whereNull('r.premium_content_json')
    .whereRaw('r.completed_at < o.payment_date');
  for (const row of reopen) {
    await knex('readings')
      .where({ id: row.id })
      .update({ reading_completed: false, free_completed_at: row.completed_at, completed_at: null, due_at: dueFrom(row.payment_date), updated_at: now });
  }

  // Paid bonus, upsell and catalogue orders that never had a work item.
  const unqueued = await knex('orders as o')
    .leftJoin('readings as r', 'r.order_id', 'o.id')
    .select('o.id', 'o.payment_date', 'o.created_at')
    .where('o.is_paid', true)
    .whereNot('o.product_id', PRODUCT_IDS.freeSoulmateReading)
    .whereNull('o.refunded_at')
    .whereNull('r.id');
  for (const row of unqueued) {
    await knex('readings').insert({ order_id: row.id, reading_completed: false, due_at: dueFrom(row.payment_date ?? row.created_at), created_at: now, updated_at: now });
  }

  // Refunded orders owe no work: their open items close at the refund.
  const refundedOpen = await knex('readings as r')
    .join('orders as o', 'o.id', 'r.order_id')
    .select('r.id', 'o.refunded_at')
    .where('r.reading_completed', false)
    .whereNotNull('o.refunded_at');
  for (const row of refundedOpen) {
    await knex('readings').where({ id: row.id }).update({ reading_completed: true, completed_at: row.refunded_at, updated_at: now });
  }

  await knex('orders')
    .where({ is_paid: false, price_cents: 0 })
    .whereIn('product_id', [PRODUCT_IDS.freeSoulmateReading, PRODUCT_IDS.premiumSoulmateReading])
    .whereNotNull('payment_intent_id')
    .update({ price_cents: FULL_READING_PRICE_CENTS });
}

/**
 * Drops the new column only: making the soulmate columns required again would fail on the work items
 * that have none, and the data changes above are the shop's real state, not something to take back.
 */
export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('readings', (table) => {
    table.dropColumn('free_completed_at');
  });
}
