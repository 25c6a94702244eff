import type Router from '@koa/router';
import { endpoints } from '@shared/api/endpoints';
import type { Config } from '../../config/env';
import { defineRoute } from '../../http/define-route';
import { rateLimit } from '../../http/rate-limit';
import { currentUser, requireUser } from '../../http/session';
import type { HoroscopeService } from './horoscope.service';

/** The PWA's page for an unsubscribe link: it shows one button that sends the POST. */
export const UNSUBSCRIBE_PAGE = '/horoscope/unsubscribe';

/**
 * The daily horoscope's unsubscribe and resubscribe links. They work without a session or a JSON body:
 * a mail program's one-click POST is form-encoded and carries no cookie. The endpoints declare no
 * body, so none is read, whatever its type. A GET never changes anything: link scanners follow GETs.
 */
export function registerHoroscopeRoutes(router: Router, service: HoroscopeService, config: Pick<Config, 'rateLimits' | 'env'>): void {
  // One limit for the three: each use of a link checks a token.
  const options = { before: [rateLimit('horoscope-link', config.rateLimits.horoscopeLinkPerClient)], checkResponses: config.env !== 'production' };

  const changes = [
    [endpoints.horoscope.unsubscribe, service.unsubscribe],
    [endpoints.horoscope.resubscribe, service.resubscribe],
  ] as const;
  for (const [endpoint, change] of changes) {
    defineRoute(router, endpoint, async ({ query }) => (await change(query.token), { ok: true as const }), options);
  }

  // The dashboard's settings: the signed-in account's own subscription, by its address.
  const signedIn = { before: [requireUser], checkResponses: options.checkResponses };
  const account = (ctx: Parameters<typeof currentUser>[0]) => {
    const user = currentUser(ctx)!;
    return { id: user.id, email: user.username };
  };
  defineRoute(router, endpoints.horoscope.settings, ({ ctx }) => service.settings(account(ctx)), signedIn);
  defineRoute(router, endpoints.horoscope.updateSettings, ({ body, ctx }) => service.updateSettings(account(ctx), body), signedIn);

  defineRoute(
    router,
    endpoints.horoscope.unsubscribePage,
    async ({ query, ctx }) => {
      await service.checkToken(query.token);
      ctx.set('Location', `${UNSUBSCRIBE_PAGE}?token=${encodeURIComponent(query.token)}`);
      return 'See the unsubscribe page.';
    },
    options,
  );
}
