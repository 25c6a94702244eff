import BetterSqlite3 from 'better-sqlite3';
import type { Knex } from 'knex';
import { applySqlitePragmas, createKnex, dialectOf, sqliteFilename, type DatabaseTimeouts, type Dialect } from './knex';
import { underMigrationLock, whileKnexLockHeld } from './migration-lock';
import { migrationSource } from './migrations';
import { prepareQuery, type PreparedQuery } from './prepared';

/** The database handle the app is built with: knex for builder queries, prepared statements for hot paths. */
export interface Database {
  readonly knex: Knex;
  readonly dialect: Dialect;
  prepare<Row>(build: (knex: Knex) => Knex.QueryBuilder | Knex.Raw): PreparedQuery<Row>;
  close(): Promise<void>;
}

/** `timeouts` bound each request's waits on PostgreSQL (knex.ts); without, a statement may run as long as it needs. */
export function openDatabase(databaseUrl: string, timeouts?: DatabaseTimeouts): Database {
  const knex = createKnex(databaseUrl, timeouts);
  const dialect = dialectOf(databaseUrl);
  // SQLite's read-only connection for prepared reads, opened when the first one is prepared (after
  // migrations created the file and switched it to WAL).
  let reader: BetterSqlite3.Database | undefined;
  const sqliteReader = () => {
    if (dialect !== 'sqlite' || sqliteFilename(databaseUrl) === ':memory:') return undefined;
    if (!reader) {
      reader = new BetterSqlite3(sqliteFilename(databaseUrl), { readonly: true, fileMustExist: true });
      applySqlitePragmas(reader, { readOnly: true });
    }
    return reader;
  };
  return {
    knex,
    dialect,
    prepare: (build) => prepareQuery(knex, dialect, build(knex), sqliteReader()),
    close: async () => {
      reader?.close();
      await knex.destroy();
    },
  };
}

/**
 * Brings the schema up to date (the products' rows come with their migrations); safe to run at every
 * start, and in several processes starting together: one migrates, the others wait for it and then
 * find nothing to do (migration-lock.ts). `waitMs` bounds that wait (tests shorten it).
 */
export async function migrateDatabase(db: Database, options: { waitMs?: number } = {}): Promise<void> {
  const latest = () => db.knex.migrate.latest({ migrationSource });
  await underMigrationLock(db.knex, db.dialect, () => whileKnexLockHeld(latest, options.waitMs), options.waitMs);
}
