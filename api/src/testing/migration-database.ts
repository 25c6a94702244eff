import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach } from 'vitest';
import { openDatabase, type Database } from '../db/database';
import { migrationSource } from '../db/migrations';
import { createPostgresSchema, describeEachDatabase, type TestDatabase } from './test-api';

/**
 * A migration's tests, on SQLite and PostgreSQL: each test gets a shop's database of its own (a
 * temporary SQLite file, or a PostgreSQL schema) from `shop.before()`, brought up to just before the
 * migration so it can lay down older data and then run it. Closed and removed after each test.
 */
export function describeMigration(migration: string, subject: string, body: (shop: { before: () => Promise<Database> }) => void): void {
  describeEachDatabase(`${migration} ${subject}`, (database) => body(migrationDatabase(database, migration)));
}

function migrationDatabase(database: TestDatabase, migration: string) {
  let dir: string | undefined;
  let dropSchema: (() => Promise<void>) | undefined;
  let db: Database | undefined;
  afterEach(async () => {
    await db?.close();
    await dropSchema?.();
    if (dir) rmSync(dir, { recursive: true, force: true });
    db = dir = dropSchema = undefined;
  });

  return {
    /** A fresh database with every migration before this one applied. */
    async before(): Promise<Database> {
      if (database.url) {
        const schema = await createPostgresSchema(database.url);
        dropSchema = schema.drop;
        db = openDatabase(schema.url);
      } else {
        dir = mkdtempSync(join(tmpdir(), 'soulsketch-migration-'));
        db = openDatabase(`file:${join(dir, 'shop.sqlite')}`);
      }
      const names = await migrationSource.getMigrations([]);
      for (let step = 0; step < names.indexOf(migration); step++) await db.knex.migrate.up({ migrationSource });
      return db;
    },
  };
}
