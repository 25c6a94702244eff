import type { AdminProduct, AdminProductUpdate } from '@shared/schemas/admin';
import type { Database } from '../../db/database';
import { toBoolean, toIso } from '../../db/mappers';

function parseJson<T>(value: unknown, fallback: T): T {
  if (typeof value !== 'string') return fallback;
  try {
    return JSON.parse(value) as T;
  } catch {
    return fallback;
  }
}

function toProduct(row: Record<string, unknown>): AdminProduct {
  return {
    id: Number(row.id),
    slug: String(row.slug),
    name: String(row.name),
    priceCents: Number(row.price_cents),
    comparePriceCents: row.compare_price_cents === null || row.compare_price_cents === undefined ? null : Number(row.compare_price_cents),
    saleChannel: String(row.sale_channel),
    shortDescription: String(row.short_description),
    descriptionHtml: String(row.description_html),
    features: parseJson<string[]>(row.features_json, []),
    inputFields: parseJson<Record<string, string>>(row.input_fields_json, {}),
    outputFields: parseJson<Record<string, string>>(row.output_fields_json, {}),
    active: toBoolean(row.active),
    updatedAt: toIso(row.updated_at),
  };
}

/** The catalogue as staff edit it. Ids, slugs and sale channels are fixed (DECISIONS.md). */
export function createProductsRepo(db: Database) {
  const { knex } = db;
  return {
    async list(): Promise<AdminProduct[]> {
      return (await knex('products').select('*').orderBy('id')).map(toProduct);
    },

    async findById(id: number): Promise<AdminProduct | undefined> {
      const row = await knex('products').select('*').where({ id }).first();
      return row && toProduct(row);
    },

    /** Answers whether the product exists. The description must already be sanitised. */
    async update(id: number, input: AdminProductUpdate, now: string): Promise<boolean> {
      const changed = await knex('products')
        .where({ id })
        .update({
          name: input.name,
          price_cents: input.priceCents,
          compare_price_cents: input.comparePriceCents,
          short_description: input.shortDescription,
          description_html: input.descriptionHtml,
          features_json: JSON.stringify(input.features),
          input_fields_json: JSON.stringify(input.inputFields),
          output_fields_json: JSON.stringify(input.outputFields),
          active: input.active,
          updated_at: now,
        });
      return changed === 1;
    },
  };
}

export type ProductsRepo = ReturnType<typeof createProductsRepo>;
