import type Router from '@koa/router';
import type { Middleware } from 'koa';
import { endpoints } from '@shared/api/endpoints';
import type { Config } from '../../config/env';
import { defineHotRead, defineRoute } from '../../http/define-route';
import type { HotLane } from '../../http/hot-lane';
import { toOrder, type OrderByCodeService } from './order-by-code.service';

/** Orders by request code: the order pages and the horoscope subscription from them. */
export function registerOrdersRoutes(router: Router, hotLane: HotLane, service: OrderByCodeService, config: Pick<Config, 'env'>, subscribeLimit: Middleware): void {
  const checkResponses = config.env !== 'production';

  // The free reading's notes are cut to what the viewer may read (reading-access.ts).
  defineHotRead(router, hotLane, endpoints.orders.byCode, ({ params, viewer }) => service.getOrderWithReading(params.code, viewer), { checkResponses });

  defineHotRead(router, hotLane, endpoints.orders.code, async ({ params }) => toOrder(await service.getOrder(params.code)), { checkResponses });
  defineRoute(router, endpoints.orders.subscribe, async ({ params, body }) => toOrder(await service.subscribe(params.code, { timeZone: body.timeZone })), {
    // Counted with every other daily horoscope subscribe request (the app's one limit).
    before: [subscribeLimit],
    checkResponses,
  });

}
