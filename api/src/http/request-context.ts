import { randomUUID } from 'node:crypto';
import type { Context, Middleware } from 'koa';
import type { Logger } from 'pino';

/** Gives each request an id, echoed in the X-Request-Id header, in error bodies and in logs. */
export function requestContext(logger: Logger): Middleware {
  const logRequests = logger.isLevelEnabled('debug');
  return async function withRequestContext(ctx, next) {
    ctx.state.requestId = randomUUID();
    ctx.state.logger = logger;
    ctx.set('X-Request-Id', ctx.state.requestId);
    if (!logRequests) return next();
    const started = performance.now();
    try {
      await next();
    } finally {
      requestLog(ctx).debug({ method: ctx.method, path: ctx.path, status: ctx.status, ms: Math.round(performance.now() - started) }, 'request');
    }
  };
}

/** The request's logger, made when something logs: one per request would cost every hot request. */
export function requestLog(ctx: Context): Logger {
  return (ctx.state.logger as Logger).child({ requestId: ctx.state.requestId });
}
