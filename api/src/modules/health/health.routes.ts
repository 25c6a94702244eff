import type Router from '@koa/router';
import { endpoints } from '@shared/api/endpoints';
import type { Database } from '../../db/database';
import { AppError } from '../../http/errors';
import { defineRoute } from '../../http/define-route';

/** Healthy means migrated and answering: the app is only built after migrations ran. */
export function registerHealthRoutes(router: Router, db: Database): void {
  defineRoute(router, endpoints.health, async () => {
    try {
      await db.knex.raw('select 1');
    } catch {
      throw new AppError(503, 'unavailable', 'The database is not answering.');
    }
    return { ok: true as const };
  });
}
