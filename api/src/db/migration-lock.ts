import type { Knex } from 'knex';
import type { Dialect } from './knex';

/**
 * The first key of the migrations' PostgreSQL advisory lock (any constant of ours); the second is the
 * schema's name hashed, so shops in other schemas of one database (the tests') migrate side by side.
 */
const MIGRATION_LOCK_CLASS = 0x50_55_4c;
const LOCK_KEYS = `?, hashtext(coalesce(current_schema(), ''))`;

/** How long a start waits for another process's migrations before it gives up with a clear error. */
export const MIGRATION_WAIT_MS = 5 * 60 * 1000;
const POLL_MS = 200;
/** knex logs two warnings at each refusal of its lock: asked once a second, not five times. */
const KNEX_LOCK_POLL_MS = 1000;

export class MigrationWaitError extends Error {
  override name = 'MigrationWaitError';
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `migrate` as the only migration of this database, when several processes of a fleet start
 * together. On PostgreSQL it holds a session advisory lock on a connection of its own while it runs:
 * a second process waits for it, then finds nothing left to do (knex's own lock row would make it fail
 * at once instead, with "Migration table is already locked"). The wait is bounded: past `waitMs` the
 * start fails and says why. SQLite is one process's database (docs/decisions/009): nothing to wait for.
 */
export async function underMigrationLock<T>(knex: Knex, dialect: Dialect, migrate: () => Promise<T>, waitMs = MIGRATION_WAIT_MS): Promise<T> {
  if (dialect !== 'postgres') return migrate();
  const connection: unknown = await knex.client.acquireConnection();
  const onConnection = (sql: string) => knex.raw(sql, [MIGRATION_LOCK_CLASS]).connection(connection);
  try {
    const deadline = Date.now() + waitMs;
    for (;;) {
      const { rows } = (await onConnection(`select pg_try_advisory_lock(${LOCK_KEYS}) as locked`)) as { rows: Array<{ locked: boolean }> };
      if (rows[0]?.locked) break;
      if (Date.now() >= deadline) {
        throw new MigrationWaitError(`Another process has been migrating this database for over ${Math.round(waitMs / 1000)} s: this one did not start. Start it again once that migration has ended.`);
      }
      await pause(POLL_MS);
    }
    try {
      return await migrate();
    } finally {
      await onConnection(`select pg_advisory_unlock(${LOCK_KEYS})`);
    }
  } finally {
    await knex.client.releaseConnection(connection);
  }
}

/** knex's answer when its lock row is taken: another migrator is running, or one stopped mid-way. */
const isKnexLockHeld = (error: unknown) => error instanceof Error && /Migration table is already locked/.test(error.message);

/**
 * Runs `migrate` again while knex's lock row is held, up to `waitMs`: a migrator that takes no advisory
 * lock (a release from before it, during a rolling deploy) may be running. A lock row still held after
 * that is most likely left by a process that stopped mid-migration, which only a person can judge.
 */
export async function whileKnexLockHeld<T>(migrate: () => Promise<T>, waitMs = MIGRATION_WAIT_MS): Promise<T> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    try {
      return await migrate();
    } catch (error) {
      if (!isKnexLockHeld(error)) throw error;
      if (Date.now() >= deadline) {
        throw new MigrationWaitError(
          `The migrations' lock (table knex_migrations_lock) is still held after ${Math.round(waitMs / 1000)} s: another process is migrating, or one stopped mid-migration. Once sure none is running, release it with \`npx tsx node_modules/knex/bin/cli.js --knexfile knexfile.ts migrate:unlock\` and start again.`,
          { cause: error },
        );
      }
      await pause(KNEX_LOCK_POLL_MS);
    }
  }
}
