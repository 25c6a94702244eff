import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Waiting for SQLite's write lock while another process holds it (a backup, `npm run user:create`):
 * docs/decisions/009-sqlite-write-locks.md. SQLite's own busy wait sleeps inside the synchronous
 * better-sqlite3 call, so it stalls every request; it is kept short (busy_timeout in knex.ts), and the
 * longer wait happens here, between attempts, with the event loop free.
 */

/** How long writes wait for the lock in all, counted from when it was first found taken. */
export const BUSY_WAIT_BUDGET_MS = 5000;
/** What a request that could not write is told (seconds): about one more budget. */
export const BUSY_RETRY_AFTER_SECONDS = 5;

const FIRST_PAUSE_MS = 10;
const LONGEST_PAUSE_MS = 250;
// Failures further apart than this belong to different spells of contention (pauses are shorter).
const SPELL_GAP_MS = 1000;

/** SQLite's answers when another connection holds a lock this one needs (SQLITE_BUSY, SQLITE_BUSY_SNAPSHOT, SQLITE_LOCKED...). */
export function isDatabaseBusy(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' && /^SQLITE_(BUSY|LOCKED)/.test(code);
}

interface BusySpell {
  since: number;
  lastSeen: number;
}

/**
 * One spell of contention per connection: requests queued behind the same long lock share its budget,
 * so once it is spent they give up together instead of each waiting it out again, one after another.
 */
const spells = new WeakMap<object, BusySpell>();

function noteBusy(connection: object, now: number): BusySpell {
  const previous = spells.get(connection);
  const spell = previous && now - previous.lastSeen < SPELL_GAP_MS ? { since: previous.since, lastSeen: now } : { since: now, lastSeen: now };
  spells.set(connection, spell);
  return spell;
}

/**
 * Runs `attempt` (one statement that changes nothing when it fails busy: an autocommit statement or
 * BEGIN IMMEDIATE) on `connection`, again after a growing pause while the lock is taken, until the
 * budget is spent; then the busy error goes up (the error handler answers 503 with Retry-After).
 */
export async function retryWhileBusy<T>(connection: object, attempt: () => T | Promise<T>): Promise<T> {
  for (let pause = FIRST_PAUSE_MS, waited = false; ; pause = Math.min(pause * 2, LONGEST_PAUSE_MS), waited = true) {
    try {
      const result = await attempt();
      // Only a statement that met the lock and then got through ends the spell: reads (WAL) succeed
      // while another process holds the lock, and say nothing about it.
      if (waited) spells.delete(connection);
      return result;
    } catch (error) {
      if (!isDatabaseBusy(error)) throw error;
      const now = Date.now();
      const left = noteBusy(connection, now).since + BUSY_WAIT_BUDGET_MS - now;
      if (left <= 0) throw error;
      await sleep(Math.min(pause, left));
    }
  }
}
