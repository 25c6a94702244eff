import { createHash } from 'node:crypto';
import type BetterSqlite3 from 'better-sqlite3';
import type { Knex } from 'knex';
import type pg from 'pg';
import type { Dialect } from './knex';
import { retryWhileBusy } from './sqlite-busy';

/**
 * Statements compiled once (docs/decisions/002: knex compiles SQL on every call, a measurable share of a
 * hot request). A query is written with the knex builder, using `param('name')` where a value goes;
 * `toSQL()` runs once, and each call binds the values and runs the driver's prepared statement on a
 * connection borrowed from knex's pool (inside a transaction: the transaction's own connection).
 */
const PARAM_PREFIX = '\u0000param:';

export function param(name: string): string {
  return `${PARAM_PREFIX}${name}`;
}

type Binding = string | number | boolean | null | Date;
type Slot = { param: string } | { value: Binding };
type Params = Record<string, Binding | undefined>;

export interface PreparedQuery<Row> {
  /** All rows. */
  all(params?: Params, executor?: Knex | Knex.Transaction): Promise<Row[]>;
  /** The first row, or undefined. */
  get(params?: Params, executor?: Knex | Knex.Transaction): Promise<Row | undefined>;
  /** For writes without RETURNING: the number of rows changed. */
  run(params?: Params, executor?: Knex | Knex.Transaction): Promise<number>;
  readonly sql: string;
}

const sqliteStatements = new WeakMap<BetterSqlite3.Database, Map<string, BetterSqlite3.Statement>>();

function sqliteStatement(connection: BetterSqlite3.Database, sql: string): BetterSqlite3.Statement {
  let cache = sqliteStatements.get(connection);
  if (!cache) sqliteStatements.set(connection, (cache = new Map()));
  let statement = cache.get(sql);
  if (!statement) cache.set(sql, (statement = connection.prepare(sql)));
  return statement;
}

function toDriverValue(value: Binding | undefined, dialect: Dialect): unknown {
  if (value === undefined) return null;
  if (dialect === 'sqlite') {
    // better-sqlite3 binds only numbers, strings, bigints, buffers and null.
    if (typeof value === 'boolean') return value ? 1 : 0;
    if (value instanceof Date) return value.toISOString();
  }
  return value;
}

export function prepareQuery<Row>(
  knex: Knex,
  dialect: Dialect,
  query: Knex.QueryBuilder | Knex.Raw,
  sqliteReader?: BetterSqlite3.Database,
): PreparedQuery<Row> {
  const native = query.toSQL().toNative();
  const slots: Slot[] = (native.bindings as Binding[]).map((binding) =>
    typeof binding === 'string' && binding.startsWith(PARAM_PREFIX)
      ? { param: binding.slice(PARAM_PREFIX.length) }
      : { value: binding },
  );
  const sql = native.sql;
  const statementName = `q_${createHash('sha1').update(sql).digest('hex').slice(0, 16)}`;

  function bind(params: Params): unknown[] {
    return slots.map((slot) => {
      if ('value' in slot) return toDriverValue(slot.value, dialect);
      if (!(slot.param in params)) throw new Error(`Missing parameter "${slot.param}" for: ${sql}`);
      return toDriverValue(params[slot.param], dialect);
    });
  }

  const readerStatement = sqliteReader ? sqliteReader.prepare(sql) : undefined;
  const readsOnReader = readerStatement?.reader === true;

  async function execute(params: Params, executor: Knex | Knex.Transaction): Promise<{ rows: Row[]; changes: number }> {
    const values = bind(params);
    if (readsOnReader && executor === knex) return { rows: readerStatement!.all(...values) as Row[], changes: 0 };
    const connection: unknown = await executor.client.acquireConnection();
    try {
      if (dialect === 'sqlite') {
        const db = connection as BetterSqlite3.Database;
        const statement = sqliteStatement(db, sql);
        const run = () => (statement.reader ? { rows: statement.all(...values) as Row[], changes: 0 } : { rows: [], changes: statement.run(...values).changes });
        // Outside a transaction a write waits while another process holds the lock (sqlite-busy.ts);
        // inside one the lock is already ours (BEGIN IMMEDIATE).
        return db.inTransaction ? run() : await retryWhileBusy(db, run);
      }
      const result = await (connection as pg.PoolClient).query({ name: statementName, text: sql, values });
      return { rows: result.rows as Row[], changes: result.rowCount ?? 0 };
    } finally {
      await executor.client.releaseConnection(connection);
    }
  }

  return {
    sql,
    all: async (params = {}, executor = knex) => (await execute(params, executor)).rows,
    get: async (params = {}, executor = knex) => {
      // The common case, a single-row read outside a transaction, skips the general path.
      if (readsOnReader && executor === knex) return readerStatement!.get(...bind(params)) as Row | undefined;
      return (await execute(params, executor)).rows[0];
    },
    run: async (params = {}, executor = knex) => (await execute(params, executor)).changes,
  };
}
