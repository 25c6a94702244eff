import type { Knex } from 'knex';
import { deliveredOnPayment, FULL_READING_PRODUCT_ID, productEntry, PRODUCTS } from '@shared/domain/products';
import { contentFields } from '@shared/domain/reading-content';

/**
 * Orders made before the product registry, brought to two of its rules (docs/decisions/017-product-registry.md):
 *
 * - The full reading's bonus readings are their own bonus orders' work. Text staff wrote for a bonus into
 *   the premium reading (the spirit animal, the money tree, an audio address) moves to that bonus order's
 *   item: an item still open is delivered with it (completed when the premium reading was); a delivered
 *   item without text of its own takes it. The premium reading keeps none of it. Refunded bonus orders
 *   are left as they are.
 * - A product delivered at payment (the meditation) has its open items of paid, unrefunded orders
 *   completed at their payment.
 *
 * Rows are read and rewritten one by one: the JSON is parsed here, the same way on SQLite and PostgreSQL.
 */
type Premium = Record<string, string>;

function parse(json: unknown): Premium {
  if (typeof json !== 'string' || json === '') return {};
  try {
    const value: unknown = JSON.parse(json);
    return value && typeof value === 'object' ? (value as Premium) : {};
  } catch {
    return {};
  }
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** Each bonus of the full reading, with the one field its own reading is written in. */
function bonusFields(): Array<{ productId: number; field: string }> {
  const offers = productEntry(FULL_READING_PRODUCT_ID)?.bonuses?.offers ?? [];
  return offers.map((offer) => ({ productId: offer.productId, field: contentFields(productEntry(offer.productId)!.content)[0]! }));
}

async function moveBonusText(knex: Knex, now: string): Promise<void> {
  const bonuses = bonusFields();
  const readings = await knex('readings as r')
    .join('orders as o', 'o.id', 'r.order_id')
    .where('o.product_id', FULL_READING_PRODUCT_ID)
    .whereNotNull('r.premium_content_json')
    .select('r.id', 'r.order_id', 'r.premium_content_json', 'r.completed_at');
  for (const reading of readings) {
    const premium = parse(reading.premium_content_json);
    const written = bonuses.filter(({ field }) => field in premium);
    if (written.length === 0) continue;
    for (const { productId, field } of written) {
      const value = text(premium[field]);
      delete premium[field];
      if (!value) continue;
      const bonus = await knex('orders as b')
        .join('readings as br', 'br.order_id', 'b.id')
        .where({ 'b.parent_order_id': reading.order_id, 'b.product_id': productId })
        .whereNull('b.refunded_at')
        .select('br.id', 'br.reading_completed', 'br.premium_content_json')
        .first();
      if (!bonus) continue;
      const own = parse(bonus.premium_content_json);
      if (text(own[field])) continue;
      const delivered = Boolean(bonus.reading_completed);
      await knex('readings')
        .where({ id: bonus.id })
        .update({
          premium_content_json: JSON.stringify({ ...own, [field]: value }),
          ...(delivered ? {} : { reading_completed: true, completed_at: reading.completed_at ?? now }),
          updated_at: now,
        });
    }
    await knex('readings')
      .where({ id: reading.id })
      .update({ premium_content_json: Object.keys(premium).length > 0 ? JSON.stringify(premium) : null, updated_at: now });
  }
}

async function deliverPaidAtPayment(knex: Knex, now: string): Promise<void> {
  const products = PRODUCTS.filter((entry) => deliveredOnPayment(entry.id)).map((entry) => entry.id);
  const open = await knex('readings as r')
    .join('orders as o', 'o.id', 'r.order_id')
    .whereIn('o.product_id', products)
    .where({ 'o.is_paid': true, 'r.reading_completed': false })
    .whereNull('o.refunded_at')
    .select('r.id', 'o.payment_date');
  for (const item of open) {
    await knex('readings').where({ id: item.id }).update({ reading_completed: true, completed_at: item.payment_date ?? now, updated_at: now });
  }
}

export async function up(knex: Knex): Promise<void> {
  const now = new Date().toISOString();
  await moveBonusText(knex, now);
  await deliverPaidAtPayment(knex, now);
}

/** Nothing to undo: the text now lives in the bonus orders, where the premium page links to it. */
export async function down(): Promise<void> {}
