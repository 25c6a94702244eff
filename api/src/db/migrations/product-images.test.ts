import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { PRODUCT_IDS } from '@shared/domain/products';
import { openDatabase, type Database } from '../database';
import { seedProducts } from '../seeds/products';
import { migrationSource } from './index';

describe('20261123020000_product_images over an existing catalogue (SQLite)', () => {
  let dir: string;
  let db: Database;
  afterEach(async () => {
    await db?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('fills the missing images and field lists, and keeps what staff set', async () => {
    dir = mkdtempSync(join(tmpdir(), 'soulsketch-product-images-'));
    db = openDatabase(`file:${join(dir, 'shop.sqlite')}`);
    const { knex } = db;
    const names = await migrationSource.getMigrations([]);
    const mine = names.indexOf('20261123020000_product_images');
    for (let step = 0; step < mine; step++) await knex.migrate.up({ migrationSource });
    // The catalogue as the seed wrote it before it had images or field lists, with one staff edit.
    await seedProducts(knex);
    await knex('products').update({ image_url: null, input_fields_json: '{}', output_fields_json: '{}' });
    await knex('products').where({ id: PRODUCT_IDS.twinFlameReading }).update({ image_url: 'https://cdn.example.com/flame.png', output_fields_json: '{"stage":"Your stage"}' });

    await knex.migrate.latest({ migrationSource });

    const rows = await knex('products').select('id', 'image_url', 'input_fields_json', 'output_fields_json').orderBy('id');
    const byId = Object.fromEntries(rows.map((row) => [row.id, row]));
    expect(byId[PRODUCT_IDS.soulmateReading]).toMatchObject({ image_url: '/products/soulmate-reading.svg' });
    expect(Object.keys(JSON.parse(byId[PRODUCT_IDS.soulmateReading].output_fields_json))).toEqual(['appearance', 'personality', 'meeting', 'timeline']);
    expect(JSON.parse(byId[PRODUCT_IDS.loveForecast].input_fields_json)).toHaveProperty('birthdate');
    expect(byId[PRODUCT_IDS.twinFlameReading]).toMatchObject({ image_url: 'https://cdn.example.com/flame.png', output_fields_json: '{"stage":"Your stage"}' });
    expect(JSON.parse(byId[PRODUCT_IDS.twinFlameReading].input_fields_json)).toHaveProperty('connectionStory');
    // Products outside the catalogue get no artwork of their own.
    expect(byId[PRODUCT_IDS.moneyTree]).toMatchObject({ image_url: null, input_fields_json: '{}' });
  });
});
