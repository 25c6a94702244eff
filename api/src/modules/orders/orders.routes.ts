import type Router from '@koa/router';
import { endpoints } from '@shared/api/endpoints';
import type { Config } from '../../config/env';
import { defineHotRead, defineRoute } from '../../http/define-route';
import type { HotLane } from '../../http/hot-lane';
import { toOrder, type ReadingsService } from '../readings/readings.service';

/** Orders by request code: the order pages and the horoscope subscription from them. */
export function registerOrdersRoutes(router: Router, hotLane: HotLane, service: ReadingsService, config: Pick<Config, 'env'>): void {
  const checkResponses = config.env !== 'production';

  defineHotRead(
    router,
    hotLane,
    endpoints.orders.byCode,
    async ({ params }) => {
      const record = await service.getOrder(params.code);
      const { reading, birthdate } = record;
      return {
        order: toOrder(record),
        // Only free-form requests have a reading (and always a birthdate); catalogue orders have neither.
        freeSoulmateReading: reading && birthdate !== null ? {
          question: reading.question,
          sketchUrl: reading.sketchUrl,
          readingNotes: reading.readingNotes,
          genderPreference: reading.genderPreference,
          soulmateTrait: reading.soulmateTrait,
          birthdate,
        } : null,
      };
    },
    { checkResponses },
  );

  defineHotRead(router, hotLane, endpoints.orders.code, async ({ params }) => toOrder(await service.getOrder(params.code)), { checkResponses });
  defineRoute(router, endpoints.orders.subscribe, async ({ params }) => toOrder(await service.subscribe(params.code)), { checkResponses });

}
