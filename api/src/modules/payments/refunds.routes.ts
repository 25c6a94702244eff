import type Router from '@koa/router';
import { endpoints } from '@shared/api/endpoints';
import type { Config } from '../../config/env';
import { defineRoute } from '../../http/define-route';
import { currentUser, requireStaff } from '../../http/session';
import type { RefundsService } from './refunds.service';

/** Staff refund an order from the admin editor (staff only: 401 without a session, 403 for customers). */
export function registerRefundsRoutes(router: Router, service: RefundsService, config: Pick<Config, 'env'>): void {
  defineRoute(router, endpoints.admin.refundOrder, ({ params, body, ctx }) => service.request(params.id, body.reason, currentUser(ctx)!.id), {
    before: [requireStaff],
    checkResponses: config.env !== 'production',
  });
}
