import type Router from '@koa/router';
import { endpoints } from '@shared/api/endpoints';
import { defineRoute } from '../../http/define-route';
import { requestLog } from '../../http/request-context';
import { requireStaff } from '../../http/session';
import type { UsersExportService } from './users-export.service';

/** The users table and its CSV download, for the staff pages /users-table and /export. */
export function registerUsersExportRoutes(router: Router, service: UsersExportService, checkResponses: boolean): void {
  defineRoute(router, endpoints.admin.usersTable, () => service.table(), { before: [requireStaff], checkResponses });

  // A plain Koa handler rather than defineRoute: defineRoute answers JSON from a value, and this answer
  // is a CSV stream that must not be collected in memory first.
  router.get(endpoints.admin.usersCsv.path, requireStaff, async (ctx) => {
    const csv = await service.csv((error) => requestLog(ctx).warn({ err: error }, 'users CSV export ended early'));
    const day = new Date().toISOString().slice(0, 10);
    ctx.status = 200;
    ctx.attachment(`soulsketch-users-${day}.csv`, { type: 'attachment' });
    ctx.type = 'text/csv; charset=utf-8';
    ctx.set('Cache-Control', 'no-store');
    ctx.body = csv;
  });
}
