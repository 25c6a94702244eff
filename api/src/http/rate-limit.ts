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

/**
 * Fixed-window counters kept in this process's memory: enough for one server; a fleet of API
 * processes would move the counters to a shared store behind the same methods.
 */
export class RateLimiter {
  private readonly windows = new Map<string, Window>();
  private nextSweep: number;

  constructor(private readonly rule: RateLimitRule) {
    this.nextSweep = Date.now() + rule.windowMs;
  }

  private window(key: string, now: number): Window {
    if (now >= this.nextSweep) {
      for (const [k, w] of this.windows) if (w.resetAt <= now) this.windows.delete(k);
      this.nextSweep = now + this.rule.windowMs;
    }
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
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

  /** Counts one use of `key`. */
  record(key: string): void {
    this.window(key, Date.now()).count += 1;
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
