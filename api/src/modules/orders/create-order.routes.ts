import type Router from '@koa/router';
import { endpoints } from '@shared/api/endpoints';
import type { Config } from '../../config/env';
import { defineRoute } from '../../http/define-route';
import { rateLimit, type RateLimits } from '../../http/rate-limit';
import { currentUser } from '../../http/session';
import type { OrdersService } from './orders.service';

/** `POST /api/orders`, the catalogue's order form: public, so limited per client like the free form. */
export function registerCreateOrderRoutes(router: Router, service: OrdersService, config: Pick<Config, 'rateLimits' | 'env'>, limits: RateLimits): void {
  defineRoute(router, endpoints.orders.create, ({ body, ctx }) => service.createCatalogueOrder(body, currentUser(ctx)), {
    // A form post that sends no mail: it goes ahead when the counters cannot be reached.
    before: [rateLimit(limits, 'catalogue-order', config.rateLimits.catalogueOrder, { onStoreError: 'allow' })],
    checkResponses: config.env !== 'production',
  });
}
