import type { Context, Middleware } from 'koa';
import type { Logger } from 'pino';
import { isDatabaseUnreachable } from '../db/unreachable';
import { AppError, RateLimitedError } from './errors';
import type { CounterStore, RateLimitRule, RateLimitStore } from './rate-limit-store';

export type { RateLimitRule } from './rate-limit-store';

/**
 * What a limit does when its store cannot be reached (PostgreSQL down, a failing query):
 * - 'allow': the use goes ahead uncounted, with a warning in the log. For limits on reads and form
 *   posts: an outage of the counters should not also take the shop's pages and forms down.
 * - 'refuse': the request is answered 503 `unavailable`. For limits on anything that sends mail: an
 *   uncounted mail is one that nothing stops from flooding an inbox, and it cannot be called back.
 * Except that a database that cannot be reached, or did not answer in time, ends an 'allow' request at
 * once (503, error-handler.ts): the counters are kept in the shop's own database, so the request's own
 * queries could not run either, and each would wait out its timeout again, one after another.
 */
export type OnStoreError = 'allow' | 'refuse';

/** The limits callers use, whatever store counts behind them. */
export interface RateLimiter {
  /** Counts one use of `key`; past `max` in the window, 429 `rate_limited` with Retry-After. */
  consume(key: string): Promise<void>;
  /** Counts one use of `key` and answers whether it was within the window's `max` (never 429). */
  allow(key: string): Promise<boolean>;
  /** 429 when `key` has used up its window, without counting a use. */
  check(key: string): Promise<void>;
  /** How many uses `key` has made in its current window. */
  count(key: string): Promise<number>;
  /** Counts one use of `key`, whatever the count. */
  record(key: string): Promise<void>;
  /** Forgets `key`'s window: its next use starts a new one. */
  reset(key: string): Promise<void>;
}

export interface RateLimits {
  /** A limit named `name` (unique in the app: the name keeps its counts apart in a shared store). */
  limiter(name: string, rule: RateLimitRule, options: { onStoreError: OnStoreError }): RateLimiter;
}

/** 503 for a limit on mail whose counters cannot be reached: try again in a minute. */
export class RateLimitUnavailableError extends AppError {
  constructor() {
    super(503, 'unavailable', 'We cannot send e-mail just now. Please try again in a few minutes.', undefined, { 'Retry-After': '60' });
  }
}

const retryAfterSeconds = (msLeft: number) => Math.max(1, Math.ceil(msLeft / 1000));

function limiterOn(counters: CounterStore, name: string, rule: RateLimitRule, onStoreError: OnStoreError, logger: Logger): RateLimiter {
  /** Runs a store call; when the store fails, either goes on with `fallback` or refuses (503). */
  async function guarded<T>(run: () => Promise<T>, fallback: T): Promise<T> {
    try {
      return await run();
    } catch (error) {
      if (onStoreError === 'allow' && isDatabaseUnreachable(error)) throw error;
      if (onStoreError === 'refuse') {
        logger.error({ err: error, limit: name }, 'rate limit store unreachable: the request is refused, as this limit guards mail');
        throw new RateLimitUnavailableError();
      }
      logger.warn({ err: error, limit: name }, 'rate limit store unreachable: the request goes ahead uncounted');
      return fallback;
    }
  }

  return {
    async consume(key) {
      const window = await guarded(() => counters.add(key), undefined);
      if (window && window.count > rule.max) throw new RateLimitedError(retryAfterSeconds(window.msLeft));
    },
    allow: (key) => guarded(async () => (await counters.add(key)).count <= rule.max, true),
    async check(key) {
      const window = await guarded(() => counters.get(key), undefined);
      if (window && window.count >= rule.max) throw new RateLimitedError(retryAfterSeconds(window.msLeft));
    },
    count: (key) => guarded(async () => (await counters.get(key))?.count ?? 0, 0),
    record: (key) => guarded(async () => void (await counters.add(key)), undefined),
    reset: (key) => guarded(() => counters.delete(key), undefined),
  };
}

/** The app's limits, all counted in `store` (rate-limit-store.ts: memory on SQLite, the database on PostgreSQL). */
export function createRateLimits(store: RateLimitStore, logger: Logger): RateLimits {
  return { limiter: (name, rule, { onStoreError }) => limiterOn(store(name, rule), name, rule, onStoreError, logger) };
}

/** Middleware: a limit per client address on the routes it guards. */
export function rateLimit(
  limits: RateLimits,
  name: string,
  rule: RateLimitRule,
  options: { onStoreError: OnStoreError },
  keyOf: (ctx: Context) => string = (ctx) => ctx.ip,
): Middleware {
  const limiter = limits.limiter(name, rule, options);
  return async function limit(ctx, next) {
    await limiter.consume(keyOf(ctx));
    await next();
  };
}
