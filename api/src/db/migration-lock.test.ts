import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { POSTGRES_SKIPPED_NOTE } from '../testing/test-api';
import { migrateDatabase, openDatabase, type Database } from './database';
import { migrationSource } from './migrations';

const postgresUrl = process.env.TEST_DATABASE_URL || undefined;

/** The migrations' names, as knex records them once run. */
async function migrationNames(): Promise<string[]> {
  return migrationSource.getMigrations([]);
}

/** A fresh, empty database on the test server (not a schema: the shop's first start, as in production). */
async function createEmptyDatabase(url: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `soulsketch_fleet_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

describe.skipIf(!postgresUrl)(`migrations when several processes start together on PostgreSQL${postgresUrl ? '' : ` (${POSTGRES_SKIPPED_NOTE})`}`, () => {
  let dropDatabase: (() => Promise<void>) | undefined;
  const opened: Database[] = [];
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((db) => db.close()));
    await dropDatabase?.();
    dropDatabase = undefined;
  });

  it('migrates an empty database once: the second start waits, then finds nothing to do', async () => {
    const database = await createEmptyDatabase(postgresUrl!);
    dropDatabase = database.drop;
    const [first, second] = [openDatabase(database.url), openDatabase(database.url)];
    opened.push(first, second);

    await Promise.all([migrateDatabase(first), migrateDatabase(second)]);

    const names = await migrationNames();
    const recorded: Array<{ name: string; batch: number }> = await first.knex('knex_migrations').select('name', 'batch').orderBy('id');
    expect(recorded.map((row) => row.name)).toEqual(names);
    // One batch: a single process ran them all.
    expect(new Set(recorded.map((row) => row.batch))).toEqual(new Set([1]));
    expect(await first.knex('knex_migrations_lock').select('is_locked')).toEqual([{ is_locked: 0 }]);
    // A later start (a third process, a restart) has nothing to do either.
    await migrateDatabase(second);
    expect(await second.knex('knex_migrations').count({ n: '*' })).toEqual([{ n: String(names.length) }]);
  });
});

describe("migrations while knex's lock row is held (SQLite)", () => {
  let dir: string | undefined;
  let db: Database | undefined;
  afterEach(async () => {
    await db?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
    db = dir = undefined;
  });

  /** A database one migration in, its lock row taken as by another migrator. */
  async function lockedDatabase(): Promise<Database> {
    dir = mkdtempSync(join(tmpdir(), 'soulsketch-migration-lock-'));
    db = openDatabase(`file:${join(dir, 'shop.sqlite')}`);
    await db.knex.migrate.up({ migrationSource });
    await db.knex('knex_migrations_lock').update({ is_locked: 1 });
    return db;
  }

  it('waits for the lock to be freed, then migrates', async () => {
    const locked = await lockedDatabase();
    setTimeout(() => {
      locked.knex('knex_migrations_lock').update({ is_locked: 0 }).then(() => undefined, () => undefined);
    }, 500);
    await migrateDatabase(locked, { waitMs: 10_000 });
    expect(await locked.knex('knex_migrations').count({ n: '*' })).toEqual([{ n: (await migrationNames()).length }]);
  });

  it('gives up after the wait with an error that says how to free a lock left behind', async () => {
    const locked = await lockedDatabase();
    await expect(migrateDatabase(locked, { waitMs: 300 })).rejects.toThrow(/still held after .*migrate:unlock/);
  });
});
