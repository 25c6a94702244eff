import type Router from '@koa/router';
import { endpoints } from '@shared/api/endpoints';
import type { Config } from '../../config/env';
import { defineRoute } from '../../http/define-route';
import type { CatalogueService } from './products.service';

/** The public catalogue (the staff editor's routes are in the admin module, on the same repository). */
export function registerProductsRoutes(router: Router, catalogue: CatalogueService, config: Pick<Config, 'env'>): void {
  const checkResponses = config.env !== 'production';
  defineRoute(router, endpoints.products.list, () => catalogue.list(), { checkResponses });
  defineRoute(router, endpoints.products.bySlug, ({ params }) => catalogue.bySlug(params.slug), { checkResponses });
}
