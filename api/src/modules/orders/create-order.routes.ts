import type Router from '@koa/router';
import { endpoints } from '@shared/api/endpoints';
import type { Config } from '../../config/env';
import { defineRoute } from '../../http/define-route';
import { rateLimit } from '../../http/rate-limit';
import { currentUser } from '../../http/session';
import type { OrdersService } from './orders.service';

/** `POST /api/orders`, the catalogue's order form: public, so limited per client like the free form. */
export function registerCreateOrderRoutes(router: Router, service: OrdersService, config: Pick<Config, 'rateLimits' | 'env'>): void {
  defineRoute(router, endpoints.orders.create, ({ body, ctx }) => service.createCatalogueOrder(body, currentUser(ctx)), {
    before: [rateLimit('catalogue-order', config.rateLimits.catalogueOrder)],
    checkResponses: config.env !== 'production',
  });
}
