import { createRequire } from 'node:module';
import type BetterSqlite3 from 'better-sqlite3';
import { retryWhileBusy } from './sqlite-busy';

/*
 * knex's better-sqlite3 client with two changes, for every query and transaction the app makes
 * (docs/decisions/009-sqlite-write-locks.md). knex has no option for either, so its own classes are
 * extended; they are CommonJS modules without typings, hence the require and the small types below.
 */

type Constructor<T> = new (...args: any[]) => T; // eslint-disable-line @typescript-eslint/no-explicit-any -- knex's untyped constructors

interface KnexSqliteClient {
  _query(connection: BetterSqlite3.Database, query: unknown): Promise<unknown>;
  transaction(...args: unknown[]): unknown;
}

interface KnexSqliteTransaction {
  readonly readOnly?: boolean;
  query(connection: unknown, sql: string): Promise<unknown>;
  begin(connection: unknown): Promise<unknown>;
}

const require = createRequire(import.meta.url);
const BetterSqlite3Client = require('knex/lib/dialects/better-sqlite3') as Constructor<KnexSqliteClient>;
const SqliteTransaction = require('knex/lib/dialects/sqlite3/execution/sqlite-transaction') as Constructor<KnexSqliteTransaction>;

/**
 * A transaction takes the write lock when it begins (BEGIN IMMEDIATE). knex's plain BEGIN reads first
 * and asks for the lock at its first write; if another connection wrote meanwhile, SQLite can only
 * fail that write at once (SQLITE_BUSY), and the transaction cannot be retried from inside. Taken up
 * front, the wait happens before any work, where retrying is safe. `readOnly: true` keeps plain BEGIN.
 */
class WriterTransaction extends SqliteTransaction {
  override begin(connection: unknown): Promise<unknown> {
    return this.query(connection, this.readOnly ? 'BEGIN;' : 'BEGIN IMMEDIATE;');
  }
}

export class SqliteClient extends BetterSqlite3Client {
  override transaction(...args: unknown[]): unknown {
    return new WriterTransaction(this, ...args);
  }

  /** A statement outside a transaction (BEGIN included) waits while another process holds the lock. */
  override _query(connection: BetterSqlite3.Database, query: unknown): Promise<unknown> {
    // Inside a transaction the lock is already ours (BEGIN IMMEDIATE); a retry there would be wrong.
    if (connection.inTransaction) return super._query(connection, query);
    return retryWhileBusy(connection, () => super._query(connection, query));
  }
}
