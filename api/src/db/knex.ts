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

/** PostgreSQL's waits that bound a request: for a connection, and for one statement (milliseconds). */
export interface DatabaseTimeouts {
  connectMs: number;
  statementMs: number;
}

/** How much longer than the server's statement_timeout the client waits for an answer. */
const CLIENT_GRACE_MS = 500;

/**
 * PostgreSQL with `timeouts` (the serving process's; scripts and migrations run without): a database
 * that is away or never answers costs a request at most connectMs, or statementMs + CLIENT_GRACE_MS, and
 * then a 503 (db/unreachable.ts, docs/decisions/027).
 * - connectMs bounds the wait for one of the pool's connections (knex's acquire timeout) and the making
 *   of a new one (pg's connect timeout), so the pool being full and the server being silent alike.
 * - statementMs is the server's statement_timeout: a slow statement is cancelled, and its connection
 *   stays usable. The client's query_timeout, half a second later, covers a server that does not answer at
 *   all; a connection whose query got no answer is never handed out again (the pool's `validate`), as
 *   its answer could still arrive, in the middle of the next query's.
 */
function postgresConfig(databaseUrl: string, timeouts?: DatabaseTimeouts): Knex.Config {
  if (!timeouts) return { client: 'pg', connection: databaseUrl, pool: { min: 0, max: 10 } };
  return {
    client: 'pg',
    connection: {
      connectionString: databaseUrl,
      connectionTimeoutMillis: timeouts.connectMs,
      statement_timeout: timeouts.statementMs,
      query_timeout: timeouts.statementMs + CLIENT_GRACE_MS,
    } as Knex.PgConnectionConfig,
    acquireConnectionTimeout: timeouts.connectMs,
    pool: { min: 0, max: 10, validate: (connection: { readyForQuery?: boolean }) => connection.readyForQuery === true },
  };
}

export function knexConfig(databaseUrl: string, timeouts?: DatabaseTimeouts): Knex.Config {
  if (dialectOf(databaseUrl) === 'postgres') return postgresConfig(databaseUrl, timeouts);
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

export function createKnex(databaseUrl: string, timeouts?: DatabaseTimeouts): Knex {
  return knexFactory(knexConfig(databaseUrl, timeouts));
}
