import type { Context, Middleware } from 'koa';

export function isHttpsUrl(url: string): boolean {
  return new URL(url).protocol === 'https:';
}

/**
 * Decides once per request whether the visitor reached the shop over HTTPS: the public address is
 * https (TLS may end at a proxy the API was not told to trust, so the connection alone cannot say), or
 * a trusted proxy says so in X-Forwarded-Proto (Koa reads that header only with TRUST_PROXY set).
 * `overHttps` answers it for the session cookie's Secure flag and for HSTS.
 */
export function httpsContext(publicUrl: string): Middleware {
  const httpsSite = isHttpsUrl(publicUrl);
  return async function markHttps(ctx, next) {
    if (httpsSite || ctx.secure) {
      ctx.state.overHttps = true;
      // The cookie library refuses a Secure cookie on what looks like a plain connection unless told.
      ctx.cookies.secure = true;
    }
    await next();
  };
}

export function overHttps(ctx: Context): boolean {
  return ctx.state.overHttps === true;
}
