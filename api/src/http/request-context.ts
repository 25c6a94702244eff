import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import type { Logger } from 'pino';

/**
 * Gives each request an id (echoed in errors and logs) and a logger carrying it. The child logger is
 * made only when something logs: creating one per request is a measurable cost on hot routes.
 */
export function requestContext(logger: Logger): Middleware {
  const logRequests = logger.isLevelEnabled('debug');
  return async function withRequestContext(ctx, next) {
    const requestId = randomUUID();
    ctx.state.requestId = requestId;
    let log: Logger | undefined;
    Object.defineProperty(ctx.state, 'log', { get: () => (log ??= logger.child({ requestId })) });
    ctx.set('X-Request-Id', requestId);
    if (!logRequests) return next();
    const started = performance.now();
    try {
      await next();
    } finally {
      ctx.state.log.debug({ method: ctx.method, path: ctx.path, status: ctx.status, ms: Math.round(performance.now() - started) }, 'request');
    }
  };
}
