import type Router from '@koa/router';
import { endpoints } from '@shared/api/endpoints';
import type { Config } from '../../config/env';
import { defineRoute } from '../../http/define-route';
import { currentUser, requireUser } from '../../http/session';
import type { PushService } from './push.service';

/** Web push: the public key for anyone, a signed-in customer's devices for that customer only. */
export function registerPushRoutes(router: Router, service: PushService, config: Pick<Config, 'env'>): void {
  const checkResponses = config.env !== 'production';
  const signedIn = { before: [requireUser], checkResponses };
  defineRoute(router, endpoints.push.publicKey, async () => service.publicKey(), { checkResponses });
  defineRoute(router, endpoints.push.subscribe, ({ body, ctx }) => service.subscribe(currentUser(ctx)!.id, body, ctx.get('User-Agent') || undefined), signedIn);
  defineRoute(router, endpoints.push.devices, ({ ctx }) => service.devices(currentUser(ctx)!.id), signedIn);
  defineRoute(router, endpoints.push.remove, ({ params, ctx }) => service.remove(currentUser(ctx)!.id, params.id), signedIn);
}
