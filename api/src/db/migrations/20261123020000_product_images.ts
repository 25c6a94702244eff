import type { Knex } from 'knex';
import { PRODUCT_SEEDS } from '../seeds/products';

/**
 * The catalogue products' own artwork, and the field lists their pages show ("What We'll Ask You",
 * "What You'll Discover"), for databases seeded before the seed had them. Only empty values are filled:
 * whatever staff have set stays. A fresh database has no products yet here; the seed that runs after
 * the migrations writes them whole.
 */
export async function up(knex: Knex): Promise<void> {
  for (const product of PRODUCT_SEEDS) {
    if (product.imageUrl) {
      await knex('products').where({ id: product.id }).whereNull('image_url').update({ image_url: product.imageUrl });
    }
    if (product.inputFields) {
      await knex('products').where({ id: product.id, input_fields_json: '{}' }).update({ input_fields_json: JSON.stringify(product.inputFields) });
    }
    if (product.outputFields) {
      await knex('products').where({ id: product.id, output_fields_json: '{}' }).update({ output_fields_json: JSON.stringify(product.outputFields) });
    }
  }
}

/** Nothing to undo: the values are content, and removing them would lose staff edits made since. */
export async function down(): Promise<void> {}
