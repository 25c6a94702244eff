import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import type { Context, Middleware } from 'koa';
import type { Config } from '../config/env';

export function isHttpsUrl(url: string): boolean {
  return new URL(url).protocol === 'https:';
}

/** What the configuration says about HTTPS: whether the public address is https, and whether proxies are trusted. */
export interface HttpsSetting {
  httpsSite: boolean;
  trustProxy: boolean;
}

export function httpsSetting(config: Pick<Config, 'publicUrl' | 'trustedProxies'>): HttpsSetting {
  return { httpsSite: isHttpsUrl(config.publicUrl), trustProxy: config.trustedProxies > 0 };
}

/**
 * Whether the visitor reached the shop over HTTPS, the one rule for Koa (`httpsContext`) and the hot
 * lane: the public address is https (TLS may end at a proxy the API was not told to trust, so the
 * connection alone cannot say), the connection is TLS, or a trusted proxy says https in
 * X-Forwarded-Proto (its first value, as Koa reads it; the header counts only with TRUST_PROXY set).
 */
export function requestOverHttps(req: IncomingMessage, { httpsSite, trustProxy }: HttpsSetting): boolean {
  if (httpsSite || (req.socket as TLSSocket).encrypted) return true;
  if (!trustProxy) return false;
  const forwarded = req.headers['x-forwarded-proto'];
  return (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',', 1)[0]?.trim() === 'https';
}

/**
 * Decides once per request whether the visitor reached the shop over HTTPS (`requestOverHttps`, with
 * TRUST_PROXY as Koa was given it); `overHttps` answers it for the session cookie's Secure flag and
 * for HSTS.
 */
export function httpsContext(publicUrl: string): Middleware {
  const httpsSite = isHttpsUrl(publicUrl);
  return async function markHttps(ctx, next) {
    if (requestOverHttps(ctx.req, { httpsSite, trustProxy: ctx.app.proxy })) {
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
