import type Router from '@koa/router';
import { endpoints } from '@shared/api/endpoints';
import { defineRoute } from '../../http/define-route';
import { requireStaff } from '../../http/session';
import type { AdminReadingsService } from './admin-readings.service';

/** The staff queue and the reading editor's save. */
export function registerAdminReadingsRoutes(router: Router, service: AdminReadingsService, checkResponses: boolean): void {
  defineRoute(router, endpoints.admin.readings, ({ query }) => service.list(query), { before: [requireStaff], checkResponses });

  defineRoute(
    router,
    endpoints.admin.completeReading,
    ({ params, body }) => {
      return service.complete(params.id, body);
    },
    { before: [requireStaff], checkResponses },
  );
}
