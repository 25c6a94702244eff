import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import type { Logger } from 'pino';

/** Gives each request an id (echoed in errors and logs) and a child logger. */
export function requestContext(logger: Logger): Middleware {
  return async function withRequestContext(ctx, next) {
    const requestId = randomUUID();
    ctx.state.requestId = requestId;
    ctx.state.log = logger.child({ requestId });
    ctx.set('X-Request-Id', requestId);
    const started = performance.now();
    try {
      await next();
    } finally {
      if (logger.isLevelEnabled('debug')) {
        ctx.state.log.debug({ method: ctx.method, path: ctx.path, status: ctx.status, ms: Math.round(performance.now() - started) }, 'request');
      }
    }
  };
}
