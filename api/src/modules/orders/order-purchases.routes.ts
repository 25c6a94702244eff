import type Router from '@koa/router';
import { endpoints } from '@shared/api/endpoints';
import type { Config } from '../../config/env';
import { defineRoute } from '../../http/define-route';
import type { OrdersService } from './orders.service';

/** `GET /api/orders/:code/purchases`: what a paid order bought, for whoever holds its code. */
export function registerOrderPurchasesRoutes(router: Router, service: OrdersService, config: Pick<Config, 'env'>): void {
  defineRoute(router, endpoints.orders.purchases, ({ params }) => service.purchases(params.code), { checkResponses: config.env !== 'production' });
}
