import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import { RateLimiterMemory, RateLimiterPostgres, type RateLimiterRes } from 'rate-limiter-flexible';
import type { Database } from '../db/database';

/** Uses per window; the window starts at a key's first use and is the same length for every key. */
export interface RateLimitRule {
  max: number;
  windowMs: number;
}

/** One key's current window: uses counted so far and the time left until it ends. */
export interface WindowCount {
  count: number;
  msLeft: number;
}

/** The counters of one limit. Every method may reject when the store cannot be reached. */
export interface CounterStore {
  /** Counts one use of `key` (a new window when the last one ended) and answers the window after it. */
  add(key: string): Promise<WindowCount>;
  /** The window of `key`, or undefined when it has none running. */
  get(key: string): Promise<WindowCount | undefined>;
  delete(key: string): Promise<void>;
}

/** Where the counters of every limit live: `name` keeps each limit's keys apart from the others'. */
export type RateLimitStore = (name: string, rule: RateLimitRule) => CounterStore;

/** The table the counters of a PostgreSQL shop share (created by a migration). */
export const RATE_LIMITS_TABLE = 'rate_limits';

/** Keys one in-memory limit remembers at most: many keys within one window (many addresses) cannot exhaust memory. */
export const MAX_MEMORY_KEYS = 100_000;

const toWindow = (res: RateLimiterRes): WindowCount => ({ count: res.consumedPoints, msLeft: res.msBeforeNext });

/**
 * rate-limiter-flexible is used from this file only. Each limit is one of its limiters, used as a
 * plain counter (`penalty` adds one use and never rejects for being over): whether a use is allowed
 * is decided by our own rate-limit.ts, the same way for every store.
 */
function counterOf(limiter: RateLimiterMemory | RateLimiterPostgres, storedKey: (key: string) => string): CounterStore {
  return {
    add: async (key) => toWindow(await limiter.penalty(storedKey(key), 1)),
    async get(key) {
      const res = await limiter.get(storedKey(key));
      return res && res.msBeforeNext > 0 ? toWindow(res) : undefined;
    },
    async delete(key) {
      await limiter.delete(storedKey(key));
    },
  };
}

const limiterOptions = (name: string, rule: RateLimitRule) => ({ keyPrefix: name, points: rule.max, duration: rule.windowMs / 1000 });

/**
 * Counters in this process's memory: the whole shop when it runs as one process (SQLite). The library
 * frees a key when its window ends; on top of that each limit keeps at most `maxKeys` keys, forgetting
 * the oldest window first (its key starts afresh), never the whole table.
 */
export function memoryStore(maxKeys = MAX_MEMORY_KEYS): RateLimitStore {
  return (name, rule) => {
    const limiter = new RateLimiterMemory(limiterOptions(name, rule));
    const counter = counterOf(limiter, (key) => key);
    // Every window has the same length and is appended when it starts, so the map's order is also the
    // order in which windows end: ended ones are always at the front.
    const windows = new Map<string, number>();
    return {
      ...counter,
      async add(key) {
        const window = await counter.add(key);
        const now = Date.now();
        for (const [k, endsAt] of windows) {
          if (endsAt > now) break;
          windows.delete(k);
        }
        // A count of one is a window that just started.
        if (window.count === 1) {
          windows.delete(key);
          windows.set(key, now + window.msLeft);
        }
        if (windows.size > maxKeys) {
          const oldest = windows.keys().next().value!;
          windows.delete(oldest);
          await limiter.delete(oldest);
        }
        return window;
      },
      async delete(key) {
        windows.delete(key);
        await counter.delete(key);
      },
    };
  };
}

/**
 * Counters in the shop's PostgreSQL database, so that every process of a fleet counts into the same
 * window. The queries go through the app's own knex pool (no second pool); the table is made by our
 * migrations, never by the library at start-up, where several processes would race to create it.
 * Keys are stored hashed: the table's key column has a bounded length, and an address or a client's
 * IP has no reason to sit in it in clear.
 */
export function postgresStore(knex: Knex, tableName = RATE_LIMITS_TABLE): RateLimitStore {
  const hashed = (key: string) => createHash('sha256').update(key).digest('base64url');
  return (name, rule) =>
    counterOf(new RateLimiterPostgres({ ...limiterOptions(name, rule), storeClient: knex, storeType: 'knex', tableName, tableCreated: true }), hashed);
}

/** One process on SQLite keeps its counters in memory; PostgreSQL shares them across the fleet. */
export function rateLimitStoreFor(db: Database): RateLimitStore {
  return db.dialect === 'postgres' ? postgresStore(db.knex) : memoryStore();
}
