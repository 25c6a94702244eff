import { bodyParser } from '@koa/bodyparser';
import Router from '@koa/router';
import type { RequestListener } from 'node:http';
import Koa from 'koa';
import compress from 'koa-compress';
import type { Container } from './container';
import { errorHandler } from './http/error-handler';
import { createHotLane } from './http/hot-lane';
import { requestContext } from './http/request-context';
import { securityHeaders } from './http/security-headers';
import { refuseCrossSiteWrites, sessionMiddleware } from './http/session';
import { staticFiles } from './http/static-files';
import { registerAuthRoutes } from './modules/auth/auth.routes';
import { registerHealthRoutes } from './modules/health/health.routes';
import { registerOrdersRoutes } from './modules/orders/orders.routes';
import { registerReadingsRoutes } from './modules/readings/readings.routes';

export const JSON_BODY_LIMIT = '64kb';

/**
 * Builds the HTTP request listener from a container: the hot lane for the busiest public reads, then
 * the Koa app for everything. It does not listen (server.ts and the tests do).
 */
export function createApp(container: Container): RequestListener {
  const { config } = container;
  const app = new Koa({ proxy: config.trustProxy });
  app.silent = true; // errors are logged by the error handler, once, with the request id

  app.use(requestContext(container.logger));
  app.use(errorHandler());
  app.use(securityHeaders());
  app.use(sessionMiddleware(container.auth));
  app.use(refuseCrossSiteWrites({ allowedOrigins: [new URL(config.publicUrl).origin], rawBodyTypes: ['image/png', 'image/jpeg', 'image/webp'] }));
  const parseJson = bodyParser({
    enableTypes: ['json'],
    jsonLimit: JSON_BODY_LIMIT,
    encoding: 'utf-8',
    // The error handler turns the parser's 400/413 into the API's error body.
    onError: (error) => {
      throw error;
    },
  });
  // Reads carry no body: skipping the parser for them is a measurable share of a hot read.
  app.use((ctx, next) => (ctx.method === 'GET' || ctx.method === 'HEAD' ? next() : parseJson(ctx, next)));

  // One router for the whole API: a request is matched once, whatever module declared its route.
  const router = new Router();
  const hotLane = createHotLane(container.logger);
  registerHealthRoutes(router, container.db);
  registerReadingsRoutes(router, hotLane, container.readings, config);
  registerOrdersRoutes(router, hotLane, container.readings, config);
  registerAuthRoutes(router, container.auth, config);
  app.use(router.routes());
  app.use(router.allowedMethods());

  // Only the PWA's files are compressed: API answers are small JSON, and skipping the compressor
  // there is a measurable share of a hot request.
  app.use(compress({ threshold: 1024 }));
  app.use(staticFiles(config.staticDir));
  return hotLane.listener(app.callback());
}
