import { bodyParser } from '@koa/bodyparser';
import Router from '@koa/router';
import type { RequestListener } from 'node:http';
import Koa from 'koa';
import compress from 'koa-compress';
import { AUDIO_UPLOAD_TYPES, UPLOAD_TYPES } from '@shared/schemas/admin';
import type { Container } from './container';
import { closeConnectionsWhileDraining } from './http/draining';
import { errorHandler } from './http/error-handler';
import { createHotLane } from './http/hot-lane';
import { httpsContext, httpsSetting } from './http/https';
import { requestContext } from './http/request-context';
import { securityHeaders } from './http/security-headers';
import { refuseCrossSiteWrites, sessionMiddleware } from './http/session';
import { serverRenderedPages } from './http/server-rendered-pages';
import { staticFiles } from './http/static-files';
import { registerAdminRoutes } from './modules/admin/admin';
import { serveUploads } from './modules/admin/uploads';
import { registerAuthRoutes } from './modules/auth/auth.routes';
import { registerHealthRoutes } from './modules/health/health.routes';
import { registerOrdersRoutes } from './modules/orders/orders.routes';
import { registerCreateOrderRoutes } from './modules/orders/create-order.routes';
import { registerOrderPurchasesRoutes } from './modules/orders/order-purchases.routes';
import { registerCustomerOrdersRoutes } from './modules/orders/customer-orders.routes';
import { registerProductsRoutes } from './modules/products/products.routes';
import { registerPaymentsRoutes } from './modules/payments/payments.routes';
import { registerRefundsRoutes } from './modules/payments/refunds.routes';
import { registerReadingsRoutes } from './modules/readings/readings.routes';
import { registerPremiumReadingRoutes } from './modules/readings/premium-reading.routes';
import { registerQuestionnairesRoutes } from './modules/questionnaires/questionnaires.routes';
import { registerPushRoutes } from './modules/notifications/push.routes';
import { registerMeditationRoutes } from './modules/meditation/meditation.routes';
import { horoscopeSubscribeLimit, registerHoroscopeRoutes } from './modules/horoscope/horoscope.routes';

export const JSON_BODY_LIMIT = '64kb';

export interface RegisteredRoute {
  method: string;
  path: string;
}

/** What the router answers, one entry per method (HEAD, which Koa adds to each GET, left out). */
function listRoutes(router: Router): RegisteredRoute[] {
  return router.stack.flatMap((layer) => layer.methods.filter((method) => method !== 'HEAD').map((method) => ({ method, path: String(layer.path) })));
}

/**
 * Builds the HTTP request listener from a container: the hot lane for the busiest public reads, then
 * the Koa app for everything. It does not listen (server.ts and the tests do). `routes` lists the
 * router's routes, for the tests that check every one of them.
 */
export function createApp(container: Container): RequestListener & { routes: RegisteredRoute[] } {
  const { config } = container;
  // With N trusted proxies the client is the Nth X-Forwarded-For entry from the right: entries further
  // left were written by the client itself (Koa's maxIpsCount keeps the last N, then takes the first).
  const app = new Koa({ proxy: config.trustedProxies > 0, maxIpsCount: config.trustedProxies });
  app.silent = true; // errors are logged by the error handler, once, with the request id

  app.use(requestContext(container.logger));
  app.use(httpsContext(config.publicUrl));
  app.use(errorHandler());
  // Ahead of the page headers and the PWA's files: uploaded images carry a stricter policy of their own.
  app.use(serveUploads(container.admin.uploads));
  app.use(securityHeaders());
  app.use(sessionMiddleware(container.auth));
  app.use(refuseCrossSiteWrites({ allowedOrigins: [new URL(config.publicUrl).origin], rawBodyTypes: [...UPLOAD_TYPES, ...AUDIO_UPLOAD_TYPES] }));
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
  const hotLane = createHotLane(container.logger, httpsSetting(config));
  registerHealthRoutes(router, container.db, container.draining);
  // Every daily horoscope subscribe request counts against one per-client limit, whichever page sends it.
  const subscribeLimit = horoscopeSubscribeLimit(container.rateLimits, config);
  registerReadingsRoutes(router, hotLane, container.readings, container.socialProof, config, container.rateLimits, subscribeLimit);
  registerOrdersRoutes(router, hotLane, container.orderByCode, config, subscribeLimit);
  registerPremiumReadingRoutes(router, container.premiumReadings, config);
  registerProductsRoutes(router, container.catalogue, config);
  registerCreateOrderRoutes(router, container.orders, config, container.rateLimits);
  registerOrderPurchasesRoutes(router, container.orders, config);
  registerCustomerOrdersRoutes(router, container.customerOrders, config);
  registerAuthRoutes(router, container.auth, config, container.rateLimits);
  registerAdminRoutes(router, container.admin, config);
  registerPaymentsRoutes(router, container.payments, container.paymentProvider, config, container.rateLimits);
  registerRefundsRoutes(router, container.refunds, config);
  registerQuestionnairesRoutes(router, container.questionnaires, config);
  registerPushRoutes(router, container.notifications.push, config);
  registerMeditationRoutes(router, container.meditation);
  registerHoroscopeRoutes(router, container.horoscope, config, container.rateLimits, subscribeLimit);
  app.use(router.routes());
  app.use(router.allowedMethods());

  // Only the PWA's files are compressed: API answers are small JSON, and skipping the compressor
  // there is a measurable share of a hot request.
  app.use(compress({ threshold: 1024 }));
  const pageFiles = { root: config.staticDir, publicUrl: config.publicUrl };
  app.use(
    serverRenderedPages(pageFiles, {
      reading: (code, viewer) => container.readings.getReading(code, viewer),
      prices: () => container.payments.prices(),
      socialProof: () => container.socialProof(),
    }, {
      // A page view, not a form post: it goes ahead when the counters cannot be reached.
      limiter: container.rateLimits.limiter('reading-pages', config.rateLimits.readingPagePerClient, { onStoreError: 'allow' }),
    }),
  );
  app.use(staticFiles(pageFiles.root, pageFiles));
  return Object.assign(closeConnectionsWhileDraining(container.draining, hotLane.listener(app.callback())), { routes: listRoutes(router) });
}
