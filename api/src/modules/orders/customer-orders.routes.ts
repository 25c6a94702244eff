import type Router from '@koa/router';
import { endpoints } from '@shared/api/endpoints';
import { isStaffRole } from '@shared/schemas/auth';
import type { Config } from '../../config/env';
import { defineRoute } from '../../http/define-route';
import { NotFoundError } from '../../http/errors';
import { currentUser } from '../../http/session';
import type { CustomerOrdersRepo } from './customer-orders.repo';

export interface CustomerOrdersDeps {
  orders: CustomerOrdersRepo;
  userExists(userId: number): Promise<boolean>;
}

/**
 * `GET /api/users/:userId/orders`, the dashboard's list. Only the account itself and staff may read it.
 * Everyone else, signed in or not, gets the 404 of a user that does not exist: the answer must not tell
 * a stranger which user ids are real.
 */
export function registerCustomerOrdersRoutes(router: Router, deps: CustomerOrdersDeps, config: Pick<Config, 'env'>): void {
  defineRoute(
    router,
    endpoints.users.orders,
    async ({ params, ctx }) => {
      const viewer = currentUser(ctx);
      const own = viewer !== undefined && viewer.id === params.userId;
      if (!own && !(isStaffRole(viewer?.role) && (await deps.userExists(params.userId)))) throw new NotFoundError();
      return deps.orders.forUser(params.userId);
    },
    { checkResponses: config.env !== 'production' },
  );
}
