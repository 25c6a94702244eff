import type Router from '@koa/router';
import { endpoints } from '@shared/api/endpoints';
import { defineRoute } from '../../http/define-route';
import { requireStaff } from '../../http/session';
import type { ProductsService } from './products.service';

/** The catalogue editor (the public catalogue is read elsewhere). */
export function registerProductsRoutes(router: Router, service: ProductsService, checkResponses: boolean): void {
  defineRoute(router, endpoints.admin.products, () => service.list(), { before: [requireStaff], checkResponses });

  defineRoute(
    router,
    endpoints.admin.updateProduct,
    ({ params, body }) => {
      return service.update(params.id, body);
    },
    { before: [requireStaff], checkResponses },
  );
}
