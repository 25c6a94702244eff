import type Router from '@koa/router';
import type { Middleware } from 'koa';
import { endpoints } from '@shared/api/endpoints';
import type { Config } from '../../config/env';
import { defineHotRead, defineRoute } from '../../http/define-route';
import type { HotLane } from '../../http/hot-lane';
import { rateLimit, type RateLimits } from '../../http/rate-limit';
import { currentUser } from '../../http/session';
import type { ReadingsService } from './readings.service';
import type { SocialProof } from './social-proof';

/** The free reading request and the request-code pages' calls. */
export function registerReadingsRoutes(
  router: Router,
  hotLane: HotLane,
  service: ReadingsService,
  socialProof: SocialProof,
  config: Pick<Config, 'rateLimits' | 'env'>,
  limits: RateLimits,
  /** The daily horoscope's one per-client limit on subscribe requests (horoscope.routes.ts). */
  subscribeLimit: Middleware,
): void {
  const checkResponses = config.env !== 'production';

  defineRoute(router, endpoints.freeReading.create, async ({ body, ctx }) => ({ order: await service.createFreeReading(body, currentUser(ctx)) }), {
    // A form post: it goes ahead when the counters cannot be reached (its confirmation mail is limited apart).
    before: [rateLimit(limits, 'free-reading', config.rateLimits.freeReading, { onStoreError: 'allow' })],
    checkResponses,
  });

  // The reads every request-code page makes: served by the hot lane when anonymous (the preview),
  // by Koa with the session otherwise (the owner and staff read in full).
  defineHotRead(router, hotLane, endpoints.readings.byCode, ({ params, viewer }) => service.getReading(params.code, viewer), { checkResponses });
  defineHotRead(router, hotLane, endpoints.readings.get, ({ params, viewer }) => service.getReading(params.code, viewer), { checkResponses });
  defineHotRead(router, hotLane, endpoints.confirmation.lookup, ({ query, viewer }) => service.getReading(query.code, viewer), { checkResponses });
  defineRoute(router, endpoints.readings.confirm, ({ params, ctx }) => service.confirm(params.code, currentUser(ctx)), { checkResponses });
  defineRoute(
    router,
    endpoints.readings.subscribe,
    async ({ params, body, ctx }) => {
      await service.subscribe(params.code, { timeZone: body.timeZone });
      return service.getReading(params.code, currentUser(ctx));
    },
    { before: [subscribeLimit], checkResponses },
  );

  defineRoute(router, endpoints.socialProof, () => socialProof(), { checkResponses });

  defineRoute(
    router,
    endpoints.confirmation.resend,
    async ({ body }) => {
      await service.resendConfirmation(body.email);
      return { ok: true as const };
    },
    // It sends mail: refused (503) when the counters cannot be reached.
    { before: [rateLimit(limits, 'confirmation-resend', config.rateLimits.confirmationResend, { onStoreError: 'refuse' })], checkResponses },
  );

}
