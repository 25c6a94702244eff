import type { Context } from 'koa';
import { overHttps } from '../../http/https';
import { currentUser } from '../../http/session';
import type { Caller, PayerGrant } from './payer-proof';

export const PAYER_COOKIE = 'soulsketch_payer';

/** Onboarding may be answered later than the offer lasts: the paying browser stays its owner this long. */
const ONBOARDING_PROOF_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * Each order's paths only: the cookie goes with this order's offer and onboarding answers and nowhere
 * else (one per order, so a second purchase in the same browser does not replace the first's).
 * httpOnly (no script reads it), SameSite=Lax (no cross-site form sends it), Secure as the session is.
 */
export function setPayerCookies(ctx: Context, code: string, grant: PayerGrant): void {
  // Not `overwrite`: the library would then drop the first cookie, which has the same name (another path).
  const options = { httpOnly: true, sameSite: 'lax', secure: overHttps(ctx) } as const;
  if (grant.offerRemainingMs > 0) ctx.cookies.set(PAYER_COOKIE, grant.token, { ...options, path: `/api/upsells/${code}`, maxAge: grant.offerRemainingMs });
  ctx.cookies.set(PAYER_COOKIE, grant.token, { ...options, path: `/api/onboardings/${code}`, maxAge: ONBOARDING_PROOF_MS });
}

export function callerOf(ctx: Context): Caller {
  return { userId: currentUser(ctx)?.id ?? null, payerToken: ctx.cookies.get(PAYER_COOKIE) || null };
}
