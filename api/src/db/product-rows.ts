import type { Knex } from 'knex';
import { productEntry } from '@shared/domain/products';

/**
 * A product's row in the products table: what staff edit in /admin/products, at its first values. The
 * rest of what a product is (slug, name, how it is sold, its questionnaire, what staff deliver) is its
 * entry in the product registry (shared/domain/products.ts). Adding a product is that entry and one
 * migration that inserts this row.
 */
export interface ProductRow {
  id: number;
  priceCents: number;
  comparePriceCents?: number;
  shortDescription: string;
  descriptionHtml: string;
  features: string[];
}

/** Inserts the products that are missing; rows already there (and staff's edits of them) are left alone. */
export async function insertProductRows(knex: Knex, rows: readonly ProductRow[], now = new Date().toISOString()): Promise<void> {
  for (const row of rows) if (!productEntry(row.id)) throw new Error(`Product ${row.id} has no entry in the product registry`);
  await knex('products')
    .insert(
      rows.map((row) => ({
        id: row.id,
        price_cents: row.priceCents,
        compare_price_cents: row.comparePriceCents ?? null,
        currency: 'USD',
        short_description: row.shortDescription,
        description_html: row.descriptionHtml,
        features_json: JSON.stringify(row.features),
        created_at: now,
        updated_at: now,
      })),
    )
    .onConflict('id')
    .ignore();
}
