import { spawn } from 'node:child_process';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReading } from '../testing/accounts';
import { freeReadingBody, startTestApi, TEST_DATABASES, type TestApi } from '../testing/test-api';
import { sqliteFilename } from './knex';

/**
 * Another process (a backup, `npm run user:create`) holds SQLite's write lock for a
 * while. Requests that write wait for it without blocking the event loop, and answer 503 with
 * Retry-After (never 500) if it outlasts the wait. SQLite only: PostgreSQL has no database-wide write lock.
 */

/** Another process that takes the write lock (BEGIN IMMEDIATE) and holds it for `ms`. */
function holdWriteLock(filename: string, ms: number): { locked: Promise<void>; released: Promise<void> } {
  const script = `
    const db = new (require('better-sqlite3'))(process.argv[1]);
    db.exec('BEGIN IMMEDIATE');
    process.stdout.write('locked\\n');
    setTimeout(() => { db.exec('COMMIT'); db.close(); }, Number(process.argv[2]));
  `;
  const child = spawn(process.execPath, ['-e', script, filename, String(ms)], { cwd: process.cwd(), stdio: ['ignore', 'pipe', 'inherit'] });
  const locked = new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('locked') && resolve());
    child.on('exit', (code) => reject(new Error(`the lock holder exited early (${code})`)));
  });
  const released = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  return { locked, released };
}

/**
 * The longest the event loop may stall meanwhile. The same twelve requests stall it 75-180 ms without
 * any lock (FULL sync commits, first calls); the old 5 s busy timeout stalled it for the whole 5 s.
 */
const STALL_LIMIT_MS = 500;

/** Longest stall of the event loop while `work` runs, in milliseconds. */
async function longestStall<T>(work: () => Promise<T>): Promise<{ result: T; stallMs: number }> {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  try {
    const result = await work();
    return { result, stallMs: histogram.max / 1e6 };
  } finally {
    histogram.disable();
  }
}

describe('writes while another process holds the SQLite write lock (SQLite only: PostgreSQL has no such lock)', () => {
  let api: TestApi;
  let filename: string;
  const post = (index: number) =>
    fetch(`${api.baseUrl}/api/free-soulmate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(freeReadingBody({ email: `locked${index}-${Date.now()}@example.com` })),
    });

  beforeAll(async () => {
    api = await startTestApi(TEST_DATABASES[0], { FREE_READING_RATE_LIMIT: '1000/60' });
    filename = sqliteFilename(api.container.config.databaseUrl);
  });
  afterAll(async () => api?.close());

  it('waits out a 2 s lock: 12 concurrent free requests all succeed, and reads answer meanwhile', async () => {
    const reading = await createReading(api);
    const ordersBefore = Number((await api.container.db.knex('orders').count({ n: '*' }).first())?.n);
    const lock = holdWriteLock(filename, 2000);
    await lock.locked;

    const { result, stallMs } = await longestStall(async () => {
      const writes = Promise.all(Array.from({ length: 12 }, (_, index) => post(index)));
      // A read while the writes wait: answered from the reader connection, at once.
      await new Promise((resolve) => setTimeout(resolve, 300));
      const readStarted = performance.now();
      const read = await fetch(`${api.baseUrl}/api/readings/${reading.requestCode}`);
      const readMs = performance.now() - readStarted;
      return { statuses: (await writes).map((response) => response.status), readStatus: read.status, readMs };
    });
    await lock.released;

    expect(result.statuses).toEqual(Array(12).fill(201));
    expect(result.readStatus).toBe(200);
    expect(result.readMs).toBeLessThan(500);
    expect(stallMs).toBeLessThan(STALL_LIMIT_MS);
    expect(Number((await api.container.db.knex('orders').count({ n: '*' }).first())?.n)).toBe(ordersBefore + 12);
  });

  it('answers 503 database_busy with Retry-After, not 500, when the lock outlasts the wait', async () => {
    const lock = holdWriteLock(filename, 7000);
    await lock.locked;
    const started = performance.now();
    // Four at once: the ones queued behind the first share its wait instead of each waiting again.
    const { result: responses, stallMs } = await longestStall(() => Promise.all([1, 2, 3, 4].map((index) => post(90 + index))));
    const waitedMs = performance.now() - started;

    for (const response of responses) {
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect((await response.json()).error.code).toBe('database_busy');
    }
    expect(waitedMs).toBeGreaterThan(3000);
    expect(waitedMs).toBeLessThan(6500);
    expect(stallMs).toBeLessThan(STALL_LIMIT_MS);

    // Once the lock is gone, writes go through again.
    await lock.released;
    expect((await post(100)).status).toBe(201);
  }, 20_000);
});
