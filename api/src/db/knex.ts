import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type BetterSqlite3 from 'better-sqlite3';
import knexFactory, { type Knex } from 'knex';
import pg from 'pg';
import { SqliteClient } from './sqlite-client';

export type Dialect = 'sqlite' | 'postgres';

// DATE columns (birthdates) stay 'YYYY-MM-DD' strings: a JS Date would shift them by the time zone.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);

export function dialectOf(databaseUrl: string): Dialect {
  return /^postgres(ql)?:\/\//.test(databaseUrl) ? 'postgres' : 'sqlite';
}

export function sqliteFilename(databaseUrl: string): string {
  return databaseUrl.replace(/^(file|sqlite):(\/\/)?/, '');
}

/**
 * SQLite settings for a durable single-file shop: WAL lets readers run beside the writer, FULL sync
 * keeps a paid order on disk through a power cut. The busy timeout is short because SQLite waits for
 * another process's lock inside the synchronous call, stalling every request: it only smooths brief
 * contention, and longer waits are retried without blocking (sqlite-busy.ts, docs/decisions/009).
 */
export const SQLITE_PRAGMAS = ['journal_mode = WAL', 'synchronous = FULL', 'foreign_keys = ON', 'busy_timeout = 20'] as const;

export function applySqlitePragmas(connection: BetterSqlite3.Database, options: { readOnly?: boolean } = {}): void {
  // A read-only connection cannot set the journal mode; the file is already in WAL from the writer.
  for (const pragma of SQLITE_PRAGMAS) if (!(options.readOnly && pragma.startsWith('journal_mode'))) connection.pragma(pragma);
}

export function knexConfig(databaseUrl: string): Knex.Config {
  if (dialectOf(databaseUrl) === 'postgres') {
    return { client: 'pg', connection: databaseUrl, pool: { min: 0, max: 10 } };
  }
  const filename = sqliteFilename(databaseUrl);
  if (filename !== ':memory:') mkdirSync(dirname(filename), { recursive: true });
  return {
    // knex's better-sqlite3 client, with write transactions that begin as writers (sqlite-client.ts).
    client: SqliteClient as unknown as typeof Knex.Client,
    connection: { filename },
    useNullAsDefault: true,
    pool: {
      // One connection: SQLite has one writer, and one handle keeps knex's transactions isolated.
      min: 1,
      max: 1,
      afterCreate: (connection: BetterSqlite3.Database, done: (error: Error | null, connection: unknown) => void) => {
        try {
          applySqlitePragmas(connection);
          done(null, connection);
        } catch (error) {
          done(error as Error, connection);
        }
      },
    },
  };
}

export function createKnex(databaseUrl: string): Knex {
  return knexFactory(knexConfig(databaseUrl));
}
