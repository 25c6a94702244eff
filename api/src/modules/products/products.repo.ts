import type { Knex } from 'knex';
import type { AdminProductUpdate } from '@shared/schemas/admin';
import type { Database } from '../../db/database';
import { param } from '../../db/prepared';
import { toBoolean, toIso } from '../../db/mappers';

type Executor = Knex | Knex.Transaction;

/**
 * A products row: what staff edit in /admin/products. What a product is (slug, name, how it is sold,
 * what it asks and delivers) is its entry in the product registry (shared/domain/products.ts).
 */
export interface ProductRecord {
  id: number;
  priceCents: number;
  comparePriceCents: number | null;
  shortDescription: string;
  descriptionHtml: string;
  features: string[];
  active: boolean;
  updatedAt: string;
}

function parseFeatures(value: unknown): string[] {
  if (typeof value !== 'string') return [];
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed.map(String) : [];
  } catch {
    return [];
  }
}

function toProduct(row: Record<string, unknown>): ProductRecord {
  return {
    id: Number(row.id),
    priceCents: Number(row.price_cents),
    comparePriceCents: row.compare_price_cents === null || row.compare_price_cents === undefined ? null : Number(row.compare_price_cents),
    shortDescription: String(row.short_description),
    descriptionHtml: String(row.description_html),
    features: parseFeatures(row.features_json),
    active: toBoolean(row.active),
    updatedAt: toIso(row.updated_at),
  };
}

/** The only SQL on `products`: the public catalogue, the staff editor and the price an order is charged. */
export function createProductsRepo(db: Database) {
  const { knex } = db;
  // Prepared once: every reading page reads the funnel's prices by id (docs/decisions/002).
  const byId = db.prepare<Record<string, unknown>>((k) => k('products').select('*').where('id', param('id')));
  return {
    async list(): Promise<ProductRecord[]> {
      return (await knex('products').select('*').orderBy('id')).map(toProduct);
    },

    async findById(id: number, executor: Executor = knex): Promise<ProductRecord | undefined> {
      const row = await byId.get({ id }, executor);
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
          price_cents: input.priceCents,
          compare_price_cents: input.comparePriceCents,
          short_description: input.shortDescription,
          description_html: input.descriptionHtml,
          features_json: JSON.stringify(input.features),
          active: input.active,
          updated_at: now,
        });
      return changed === 1;
    },
  };
}

export type ProductsRepo = ReturnType<typeof createProductsRepo>;
