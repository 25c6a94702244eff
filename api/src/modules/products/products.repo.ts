import type { Knex } from 'knex';
import type { AdminProductUpdate } from '@shared/schemas/admin';
import type { Database } from '../../db/database';
import { toBoolean, toIso } from '../../db/mappers';

type Executor = Knex | Knex.Transaction;

/** A products row as the API uses it: the catalogue and the staff editor each show their own part. */
export interface ProductRecord {
  id: number;
  slug: string;
  name: string;
  priceCents: number;
  comparePriceCents: number | null;
  saleChannel: string;
  shortDescription: string;
  descriptionHtml: string;
  imageUrl: string | null;
  features: string[];
  inputFields: Record<string, string>;
  outputFields: Record<string, string>;
  active: boolean;
  updatedAt: string;
}

function parseJson<T>(value: unknown, fallback: T): T {
  if (typeof value !== 'string') return fallback;
  try {
    return JSON.parse(value) as T;
  } catch {
    return fallback;
  }
}

function toProduct(row: Record<string, unknown>): ProductRecord {
  return {
    id: Number(row.id),
    slug: String(row.slug),
    name: String(row.name),
    priceCents: Number(row.price_cents),
    comparePriceCents: row.compare_price_cents === null || row.compare_price_cents === undefined ? null : Number(row.compare_price_cents),
    saleChannel: String(row.sale_channel),
    shortDescription: String(row.short_description),
    descriptionHtml: String(row.description_html),
    imageUrl: (row.image_url as string | null) ?? null,
    features: parseJson<string[]>(row.features_json, []),
    inputFields: parseJson<Record<string, string>>(row.input_fields_json, {}),
    outputFields: parseJson<Record<string, string>>(row.output_fields_json, {}),
    active: toBoolean(row.active),
    updatedAt: toIso(row.updated_at),
  };
}

/**
 * The only SQL on `products`: the public catalogue, the staff editor and the price an order is charged.
 * Ids, slugs and sale channels are fixed (DECISIONS.md).
 */
export function createProductsRepo(db: Database) {
  const { knex } = db;
  return {
    async list(): Promise<ProductRecord[]> {
      return (await knex('products').select('*').orderBy('id')).map(toProduct);
    },

    async findById(id: number, executor: Executor = knex): Promise<ProductRecord | undefined> {
      const row = await executor('products').select('*').where({ id }).first();
      return row && toProduct(row);
    },

    async findBySlug(slug: string, executor: Executor = knex): Promise<ProductRecord | undefined> {
      const row = await executor('products').select('*').where({ slug }).first();
      return row && toProduct(row);
    },

    /** The active products among `ids`, in id order. */
    async listActive(ids: readonly number[]): Promise<ProductRecord[]> {
      return (await knex('products').select('*').whereIn('id', ids).where({ active: true }).orderBy('id')).map(toProduct);
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
