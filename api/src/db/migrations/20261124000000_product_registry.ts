import type { Knex } from 'knex';
import {
  FULL_READING_PRICE_CENTS,
  FULL_READING_REGULAR_CENTS,
  PRODUCT_IDS,
  PRODUCTS,
  productName,
  UPSELL_PRICE_CENTS,
  UPSELL_REGULAR_CENTS,
} from '@shared/domain/products';
import { insertProductRows, type ProductRow } from '../product-rows';

/**
 * The product registry (shared/domain/products.ts, docs/decisions/017-product-registry.md) says what
 * each product is: its slug, name, sale channel, artwork and the lists its page shows ("What We'll Ask
 * You" is its questionnaire's own questions). The products table keeps what staff edit: price, compare
 * price, descriptions, features and active. This drops the columns the registry now holds and writes the
 * rows of a new shop (they used to be seeded at every start).
 *
 * Columns are dropped with SQL's own DROP COLUMN (SQLite 3.35+, PostgreSQL): knex would rebuild the
 * table on SQLite, and the rebuild's drop is refused while orders refer to the products. The slug's
 * unique index goes first (SQLite will not drop an indexed column).
 */
const REGISTRY_COLUMNS = ['slug', 'name', 'sale_channel', 'image_url', 'input_fields_json', 'output_fields_json'] as const;

/** The first values of what staff edit. */
const FIRST_ROWS: ProductRow[] = [
  {
    id: PRODUCT_IDS.premiumSoulmateReading,
    priceCents: FULL_READING_PRICE_CENTS,
    comparePriceCents: FULL_READING_REGULAR_CENTS,
    shortDescription: 'Your full 20-page soulmate blueprint with three bonus readings.',
    descriptionHtml:
      '<p>The complete reading behind your free preview: personality, appearance, timeline for meeting, challenges and how to overcome them, and how to recognise your soulmate.</p>',
    features: ['20-page soulmate blueprint', 'Spirit-Animal Love Tarot bonus', 'Money-Tree 5-Card Spread bonus', 'Manifestation Audio bonus'],
  },
  {
    id: PRODUCT_IDS.freeSoulmateReading,
    priceCents: 0,
    shortDescription: 'A free soulmate sketch and a short tarot reading.',
    descriptionHtml: '<p>Ask one love question and receive a sketch of your soulmate with a short reading within 24 hours.</p>',
    features: ['Soulmate sketch', 'Short tarot reading', 'Zodiac insight'],
  },
  {
    id: PRODUCT_IDS.loveForecast,
    priceCents: 2999,
    shortDescription: 'Month by month, what the cards see for your love life in the months ahead.',
    descriptionHtml: '<p>A love forecast drawn from tarot and your zodiac sign, for the months you choose.</p>',
    features: ['A forecast for each month ahead', 'Key dates for love', 'Guidance for each season'],
  },
  {
    id: PRODUCT_IDS.soulmateReading,
    priceCents: 3999,
    shortDescription: 'A hand-drawn sketch of your soulmate with an in-depth reading.',
    descriptionHtml: '<p>Our psychic artists draw your soulmate and write an in-depth reading about who they are and how you will meet.</p>',
    features: ['Hand-drawn soulmate sketch', 'Personality and appearance', 'When and where you meet'],
  },
  {
    id: PRODUCT_IDS.spiritAnimalTarot,
    priceCents: 0,
    shortDescription: 'The spirit animal that guides your love life, read through the tarot.',
    descriptionHtml: '<p>A bonus reading that pairs your spirit animal with a love tarot spread.</p>',
    features: ['Your love spirit animal', 'Three-card love spread'],
  },
  {
    id: PRODUCT_IDS.moneyTree,
    priceCents: 0,
    shortDescription: 'A five-card spread on abundance and the steps that help it grow.',
    descriptionHtml: '<p>A bonus five-card spread about abundance, with practical steps you commit to.</p>',
    features: ['Five-card abundance spread', 'Personal action plan'],
  },
  {
    id: PRODUCT_IDS.manifestationAudio,
    priceCents: 600,
    shortDescription: 'A guided love manifestation meditation to listen to anywhere.',
    descriptionHtml: '<p>A calm guided meditation to open your heart to love, ready to play the moment you pay and available offline on your phone.</p>',
    features: ['Guided meditation', 'Listen offline', 'Yours to keep'],
  },
  {
    id: PRODUCT_IDS.twinFlameReading,
    priceCents: 4999,
    shortDescription: 'Whether you have met your twin flame, and what your connection asks of you.',
    descriptionHtml: '<p>A reading of your twin flame connection: recognition, separation and reunion.</p>',
    features: ['Twin flame recognition', 'Stages of your connection', 'Guidance for reunion'],
  },
  {
    id: PRODUCT_IDS.manifestationSystem,
    priceCents: UPSELL_PRICE_CENTS,
    comparePriceCents: UPSELL_REGULAR_CENTS,
    shortDescription: 'Rituals, a 30-day calendar and affirmations to draw your soulmate closer.',
    descriptionHtml: '<p>A ritual guide, a 30-day manifestation calendar, love affirmations for your sign and a compatibility analysis.</p>',
    features: ['Ritual guide', '30-day manifestation calendar', 'Love affirmations by zodiac sign'],
  },
];

export async function up(knex: Knex): Promise<void> {
  const postgres = (knex.client.config as Knex.Config).client === 'pg';
  await knex.raw(postgres ? 'alter table products drop constraint if exists products_slug_unique' : 'drop index if exists products_slug_unique');
  for (const column of REGISTRY_COLUMNS) await knex.raw('alter table products drop column ??', [column]);
  await insertProductRows(knex, FIRST_ROWS);
}

/** The registry's columns come back filled from it, so an older server can read the table again. */
export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('products', (table) => {
    table.string('slug', 80);
    table.string('name', 160);
    table.string('sale_channel', 16);
    table.string('image_url', 500);
    table.text('input_fields_json').notNullable().defaultTo('{}');
    table.text('output_fields_json').notNullable().defaultTo('{}');
  });
  for (const entry of PRODUCTS) {
    await knex('products').where({ id: entry.id }).update({ slug: entry.slug, name: productName(entry.id), sale_channel: entry.sold, image_url: entry.catalogue?.image ?? null });
  }
}
