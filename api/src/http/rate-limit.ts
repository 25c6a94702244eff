import type { Context, Middleware } from 'koa';
import { RateLimitedError } from './errors';

export interface RateLimitRule {
  max: number;
  windowMs: number;
}

interface Window {
  count: number;
  resetAt: number;
}

/** Keys one limiter remembers at most: many keys within one window (many addresses) cannot exhaust memory. */
const MAX_KEYS = 100_000;

/**
 * Fixed-window counters kept in this process's memory: enough for one server; a fleet of API
 * processes would move the counters to a shared store behind the same methods.
 */
export class RateLimiter {
  // Every window has the same length and is appended when it starts, so the map's order is also the
  // order in which windows end: expired ones are always at the front.
  private readonly windows = new Map<string, Window>();

  constructor(
    private readonly rule: RateLimitRule,
    private readonly maxKeys = MAX_KEYS,
  ) {}

  private window(key: string, now: number): Window {
    for (const [k, w] of this.windows) {
      if (w.resetAt > now) break;
      this.windows.delete(k);
    }
    let window = this.windows.get(key);
    if (!window) {
      // Full: the oldest window is forgotten (its key starts afresh), never the whole table.
      if (this.windows.size >= this.maxKeys) this.windows.delete(this.windows.keys().next().value!);
      window = { count: 0, resetAt: now + this.rule.windowMs };
      this.windows.set(key, window);
    }
    return window;
  }

  /** Throws 429 (with Retry-After) when `key` has used up its window. */
  check(key: string): void {
    const now = Date.now();
    const window = this.window(key, now);
    if (window.count >= this.rule.max) throw new RateLimitedError(Math.max(1, Math.ceil((window.resetAt - now) / 1000)));
  }

  /** How many uses `key` has made in its current window. */
  count(key: string): number {
    return this.window(key, Date.now()).count;
  }

  /** Counts one use of `key`. */
  record(key: string): void {
    this.window(key, Date.now()).count += 1;
  }

  /** Counts one use of `key` if its window has one left, and answers whether it had (never throws). */
  allow(key: string): boolean {
    const window = this.window(key, Date.now());
    if (window.count >= this.rule.max) return false;
    window.count += 1;
    return true;
  }

  /** Checks, then counts: the usual "N requests per window". */
  hit(key: string): void {
    this.check(key);
    this.record(key);
  }

  reset(key: string): void {
    this.windows.delete(key);
  }
}

/** Middleware: a limit per client address on the routes it guards. */
export function rateLimit(name: string, rule: RateLimitRule, keyOf: (ctx: Context) => string = (ctx) => ctx.ip): Middleware {
  const limiter = new RateLimiter(rule);
  return async function limit(ctx, next) {
    limiter.hit(`${name}:${keyOf(ctx)}`);
    await next();
  };
}
