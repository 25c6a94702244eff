import type { Context, Middleware } from 'koa';
import { isStaffRole, type SessionUser } from '@shared/schemas/auth';
import { AppError, ForbiddenError, UnauthorizedError } from './errors';
import { overHttps } from './https';

export const SESSION_COOKIE = 'soulsketch_session';

export interface SessionLookup {
  userForSession(token: string): Promise<{ id: number; email: string; name: string; role: SessionUser['role'] } | undefined>;
}

/** The signed-in user of this request, if any (set by `sessionMiddleware`). */
export function currentUser(ctx: Context): SessionUser | undefined {
  return ctx.state.user as SessionUser | undefined;
}

export function sessionToken(ctx: Context): string | undefined {
  return ctx.cookies.get(SESSION_COOKIE) || undefined;
}

/** httpOnly (no script reads it), SameSite=Lax, Secure over HTTPS (see `httpsContext`); 30 days. */
export function setSessionCookie(ctx: Context, token: string | null): void {
  ctx.cookies.set(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: overHttps(ctx),
    path: '/',
    maxAge: token ? 30 * 24 * 60 * 60 * 1000 : undefined,
    overwrite: true,
  });
}

/** Loads the user behind the session cookie; an unknown or expired cookie is cleared. */
export function sessionMiddleware(lookup: SessionLookup): Middleware {
  return async function loadSession(ctx, next) {
    const token = sessionToken(ctx);
    if (token) {
      const user = await lookup.userForSession(token);
      if (user) ctx.state.user = { id: user.id, username: user.email, name: user.name, role: user.role } satisfies SessionUser;
      else setSessionCookie(ctx, null);
    }
    await next();
  };
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cookie-authenticated writes must come from our own pages (docs/decisions/006): a browser sends
 * Sec-Fetch-Site (or at least Origin) on every cross-site request, and a cross-site form cannot send
 * JSON. Writes without a session cookie are not at risk (there is nobody to act as) and pass.
 */
export function refuseCrossSiteWrites(options: { allowedOrigins: string[]; rawBodyTypes?: string[] }): Middleware {
  const allowed = new Set(options.allowedOrigins);
  return async function checkSameSite(ctx, next) {
    if (SAFE_METHODS.has(ctx.method) || !sessionToken(ctx)) return next();
    const site = ctx.get('Sec-Fetch-Site');
    const origin = ctx.get('Origin');
    const sameOrigin = `${ctx.protocol}://${ctx.host}`;
    if (site && site !== 'same-origin' && site !== 'none') throw new ForbiddenError('This request did not come from our site.');
    if (origin && origin !== sameOrigin && !allowed.has(origin)) throw new ForbiddenError('This request did not come from our site.');
    // Media types are case-insensitive (RFC 9110): "Application/JSON" is JSON.
    const type = ctx.request.type.trim().toLowerCase();
    if (type !== 'application/json' && !(options.rawBodyTypes ?? []).includes(type)) {
      throw new AppError(415, 'unsupported_media_type', 'Send the request body as application/json.');
    }
    await next();
  };
}

/** 401 without a session. */
export const requireUser: Middleware = async (ctx, next) => {
  if (!currentUser(ctx)) throw new UnauthorizedError();
  await next();
};

/** 401 without a session, 403 for a customer: the admin area and its API. */
export const requireStaff: Middleware = async (ctx, next) => {
  const user = currentUser(ctx);
  if (!user) throw new UnauthorizedError();
  if (!isStaffRole(user.role)) throw new ForbiddenError('This area is for SoulSketch staff.');
  await next();
};
