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
 * A fixed-window limit per client address, kept in this process's memory: enough for one server; a
 * fleet of API processes would move the counters to a shared store behind the same function.
 */
export function rateLimit(name: string, rule: RateLimitRule, keyOf: (ctx: Context) => string = (ctx) => ctx.ip): Middleware {
  const windows = new Map<string, Window>();
  let nextSweep = Date.now() + rule.windowMs;

  return async function limit(ctx, next) {
    const now = Date.now();
    if (now >= nextSweep) {
      for (const [key, window] of windows) if (window.resetAt <= now) windows.delete(key);
      nextSweep = now + rule.windowMs;
    }
    const key = `${name}:${keyOf(ctx)}`;
    let window = windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + rule.windowMs };
      windows.set(key, window);
    }
    if (window.count >= rule.max) {
      throw new RateLimitedError(Math.max(1, Math.ceil((window.resetAt - now) / 1000)));
    }
    window.count += 1;
    await next();
  };
}
