import type { Knex } from 'knex';
import { FULL_READING_PRICE_CENTS, PRODUCTS, productName } from '@shared/domain/products';

/**
 * The products as a shop's table held them before the product registry (migration
 * 20261124000000_product_registry): for tests that migrate an older shop's data step by step.
 */
export async function insertProductsAsBefore(knex: Knex): Promise<void> {
  const now = new Date().toISOString();
  await knex('products').insert(
    PRODUCTS.map((entry) => ({
      id: entry.id,
      slug: entry.slug,
      name: productName(entry.id),
      price_cents: entry.sold === 'funnel' ? FULL_READING_PRICE_CENTS : 0,
      currency: 'USD',
      sale_channel: entry.sold,
      short_description: `${productName(entry.id)}, as it was.`,
      description_html: '<p>As it was.</p>',
      created_at: now,
      updated_at: now,
    })),
  );
}
