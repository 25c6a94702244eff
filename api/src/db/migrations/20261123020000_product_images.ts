import type { Knex } from 'knex';

/**
 * Once filled the catalogue products' artwork and page lists into the products table for databases
 * seeded before they existed. They are the product registry's now (shared/domain/products.ts), and
 * 20261124000000_product_registry drops those columns: nothing is left for this step to do.
 */
export async function up(_knex: Knex): Promise<void> {}

export async function down(): Promise<void> {}
