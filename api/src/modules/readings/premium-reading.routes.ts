import type Router from '@koa/router';
import { endpoints } from '@shared/api/endpoints';
import type { Config } from '../../config/env';
import { defineRoute } from '../../http/define-route';
import { currentUser } from '../../http/session';
import type { PremiumReadingService } from './premium-reading.service';

/** `GET /api/premium-readings/:code`: through Koa with the session (never the anonymous hot lane). */
export function registerPremiumReadingRoutes(router: Router, service: PremiumReadingService, config: Pick<Config, 'env'>): void {
  defineRoute(router, endpoints.premiumReadings.byCode, ({ params, ctx }) => service.get(params.code, currentUser(ctx)), {
    checkResponses: config.env !== 'production',
  });
}
