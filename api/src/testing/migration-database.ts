import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach } from 'vitest';
import { openDatabase, type Database } from '../db/database';
import { migrationSource } from '../db/migrations';
import { seedProducts } from '../db/seeds/products';
import { createPostgresSchema, type TestDatabase } from './test-api';

/**
 * For a test of one migration over existing rows, on SQLite or PostgreSQL: `open()` answers a fresh
 * database migrated up to just before `migration`, with the products seeded; the test then inserts the
 * rows of the old rules and runs `knex.migrate.up` itself. Each test's database is removed after it.
 */
export function databaseBefore(database: TestDatabase, migration: string): { open: () => Promise<Database> } {
  let dir: string | undefined;
  let dropSchema: (() => Promise<void>) | undefined;
  let db: Database | undefined;
  afterEach(async () => {
    await db?.close();
    await dropSchema?.();
    if (dir) rmSync(dir, { recursive: true, force: true });
    db = dropSchema = dir = undefined;
  });

  return {
    async open() {
      if (database.url) {
        const schema = await createPostgresSchema(database.url);
        dropSchema = schema.drop;
        db = openDatabase(schema.url);
      } else {
        dir = mkdtempSync(join(tmpdir(), 'soulsketch-migration-'));
        db = openDatabase(`file:${join(dir, 'shop.sqlite')}`);
      }
      const names = await migrationSource.getMigrations([]);
      if (!names.includes(migration)) throw new Error(`No migration named ${migration}`);
      for (let step = 0; step < names.indexOf(migration); step++) await db.knex.migrate.up({ migrationSource });
      await seedProducts(db.knex);
      return db;
    },
  };
}
