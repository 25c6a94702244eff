import type Router from '@koa/router';
import { endpoints } from '@shared/api/endpoints';
import { parseParams } from '../../http/define-route';
import { sendRanged } from '../../http/range';
import { currentUser } from '../../http/session';
import type { MeditationService } from './meditation.service';

/**
 * `GET /api/orders/:code/audio` (and HEAD): the order's audio file for its owner or staff, with byte
 * ranges so a player seeks without downloading everything. Not JSON, so not `defineRoute`; its errors
 * are the API's error body all the same. Like every API answer it is `no-store`: the customer keeps a
 * copy on purpose only ("Save for offline", in the app's own cache).
 */
export function registerMeditationRoutes(router: Router, meditation: MeditationService): void {
  const endpoint = endpoints.orders.audio;
  router.get(endpoint.path, async (ctx) => {
    const { code } = parseParams(endpoint, ctx.params);
    const file = await meditation.audioFor(code, currentUser(ctx));
    await sendRanged(ctx, file);
  });
}
