import type Router from '@koa/router';
import { endpoints } from '@shared/api/endpoints';
import type { Database } from '../../db/database';
import type { Draining } from '../../http/draining';
import { AppError } from '../../http/errors';
import { defineRoute } from '../../http/define-route';

/**
 * Healthy means migrated, answering and staying: the app is only built after migrations ran, and a
 * process that is shutting down says so first, so the load balancer stops sending it requests while
 * the ones it has finish.
 */
export function registerHealthRoutes(router: Router, db: Database, draining: Draining): void {
  defineRoute(router, endpoints.health, async () => {
    if (draining.active) throw new AppError(503, 'draining', 'This process is shutting down: send requests to another one.');
    try {
      await db.knex.raw('select 1');
    } catch {
      throw new AppError(503, 'unavailable', 'The database is not answering.');
    }
    return { ok: true as const };
  });
}
