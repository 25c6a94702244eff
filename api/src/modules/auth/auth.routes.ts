import type Router from '@koa/router';
import { endpoints } from '@shared/api/endpoints';
import type { Config } from '../../config/env';
import { defineRoute } from '../../http/define-route';
import { rateLimit, type RateLimits } from '../../http/rate-limit';
import { currentUser, sessionToken, setSessionCookie } from '../../http/session';
import type { AuthService } from './auth.service';

/** Sign-in, sign-out, who am I, and password links. */
export function registerAuthRoutes(router: Router, auth: AuthService, config: Pick<Config, 'env' | 'rateLimits'>, limits: RateLimits): void {
  const checkResponses = config.env !== 'production';
  // Tokens are 256 random bits, so guessing is hopeless anyway; the limit keeps a script from making
  // the database look them up by the thousand. Checking a link and using one count together. No mail
  // goes out: they go ahead when the counters cannot be reached.
  const linkTries = rateLimit(limits, 'password-links', config.rateLimits.passwordLinkPerClient, { onStoreError: 'allow' });

  defineRoute(
    router,
    endpoints.auth.login,
    async ({ body, ctx }) => {
      const { token, user } = await auth.login(body.username, body.password, ctx.ip);
      // A new session on every successful login; the one this browser had before (if any) ends then,
      // and only then: a mistyped password (or a forged one) does not sign the browser out.
      await auth.logout(sessionToken(ctx));
      setSessionCookie(ctx, token);
      return { success: true as const, user, message: 'Login successful' };
    },
    { checkResponses },
  );

  defineRoute(
    router,
    endpoints.auth.logout,
    async ({ ctx }) => {
      await auth.logout(sessionToken(ctx));
      setSessionCookie(ctx, null);
      return { ok: true as const };
    },
    { checkResponses },
  );

  // Signed out is an answer (200, `user: null`), not a 401: pages visitors open ask too.
  defineRoute(router, endpoints.auth.me, async ({ ctx }) => ({ user: currentUser(ctx) ?? null }), { checkResponses });

  defineRoute(
    router,
    endpoints.auth.requestPasswordReset,
    async ({ body, ctx }) => {
      await auth.requestPasswordReset(body.email, ctx.ip);
      return { ok: true as const };
    },
    { checkResponses },
  );

  defineRoute(
    router,
    endpoints.auth.completePasswordReset,
    async ({ body, ctx }) => {
      const { token, user } = await auth.completePasswordReset(body.token, body.password);
      // Signed in as the account whose password was just chosen; this browser's earlier session (any
      // account's) ends, as at a login.
      await auth.logout(sessionToken(ctx));
      setSessionCookie(ctx, token);
      return { ok: true as const, user };
    },
    { before: [linkTries], checkResponses },
  );

  defineRoute(router, endpoints.auth.checkPasswordLink, ({ body }) => auth.checkPasswordLink(body.token), { before: [linkTries], checkResponses });
}
