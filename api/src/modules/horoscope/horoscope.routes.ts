import type Router from '@koa/router';
import type { Middleware } from 'koa';
import { endpoints } from '@shared/api/endpoints';
import type { Config } from '../../config/env';
import { defineRoute } from '../../http/define-route';
import { rateLimit, type RateLimits } from '../../http/rate-limit';
import { currentUser, requireUser } from '../../http/session';
import type { HoroscopeService } from './horoscope.service';

/** The PWA's page for an unsubscribe link: it shows one button that sends the POST. */
export const UNSUBSCRIBE_PAGE = '/horoscope/unsubscribe';

/**
 * The one per-client limit of every daily horoscope subscribe request: by request code (the reading's
 * and the order's PATCH) and by address (the horoscope pages). Made once in the app and handed to each
 * route, so they count together. It goes ahead when the counters cannot be reached: the mail it may
 * lead to is limited per inbox apart, and that limit refuses.
 */
export function horoscopeSubscribeLimit(limits: RateLimits, config: Pick<Config, 'rateLimits'>): Middleware {
  return rateLimit(limits, 'horoscope-subscribe', config.rateLimits.horoscopeSubscribePerClient, { onStoreError: 'allow' });
}

/**
 * The daily horoscope's links and subscribe box. The links work without a session or a JSON body:
 * a mail program's one-click POST is form-encoded and carries no cookie. Their endpoints declare no
 * body, so none is read, whatever its type. A GET never changes anything: link scanners follow GETs.
 */
export function registerHoroscopeRoutes(
  router: Router,
  service: HoroscopeService,
  config: Pick<Config, 'rateLimits' | 'env'>,
  limits: RateLimits,
  subscribeLimit: Middleware,
): void {
  // One limit for the links: each use checks a token. No mail goes out: the links keep working when
  // the counters cannot be reached.
  const options = { before: [rateLimit(limits, 'horoscope-link', config.rateLimits.horoscopeLinkPerClient, { onStoreError: 'allow' })], checkResponses: config.env !== 'production' };

  const changes = [
    [endpoints.horoscope.unsubscribe, service.unsubscribe],
    [endpoints.horoscope.resubscribe, service.resubscribe],
  ] as const;
  for (const [endpoint, change] of changes) {
    defineRoute(router, endpoint, async ({ query }) => (await change(query.token), { ok: true as const }), options);
  }
  defineRoute(router, endpoints.horoscope.linkState, ({ query }) => service.linkState(query.token), options);
  defineRoute(router, endpoints.horoscope.confirm, ({ query }) => service.confirm(query.token), options);

  defineRoute(
    router,
    endpoints.horoscope.subscribe,
    async ({ body }) => {
      await service.requestSubscription({ email: body.email, sign: body.sign, signSourceAt: new Date().toISOString(), timeZone: body.timeZone });
      return { ok: true as const };
    },
    { before: [subscribeLimit], checkResponses: options.checkResponses },
  );

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
      await service.linkState(query.token);
      ctx.set('Location', `${UNSUBSCRIBE_PAGE}?token=${encodeURIComponent(query.token)}`);
      return 'See the unsubscribe page.';
    },
    options,
  );
}
