import type { Context } from 'koa';
import { overHttps } from '../../http/https';
import { currentUser } from '../../http/session';
import { newPayerToken, type Caller, type PayerGrant } from './payer-proof';

export const PAYER_COOKIE = 'soulsketch_payer';
export const CHECKOUT_COOKIE = 'soulsketch_checkout';

/** Onboarding may be answered later than the offer lasts: the paying browser stays its owner this long. */
const ONBOARDING_PROOF_MS = 30 * 24 * 60 * 60 * 1000;
/** A checkout may be finished days after it was opened (a mail's link, a second look). */
const CHECKOUT_KEY_MS = 30 * 24 * 60 * 60 * 1000;

/** httpOnly (no script reads it), SameSite=Lax (no cross-site form sends it), Secure as the session is. */
const cookieOptions = (ctx: Context) => ({ httpOnly: true, sameSite: 'lax', secure: overHttps(ctx) }) as const;

/**
 * Each order's paths only: the cookie goes with this order's offer and onboarding answers and nowhere
 * else (one per order, so a second purchase in the same browser does not replace the first's).
 */
export function setPayerCookies(ctx: Context, code: string, grant: PayerGrant): void {
  // Not `overwrite`: the library would then drop the first cookie, which has the same name (another path).
  const options = cookieOptions(ctx);
  if (grant.offerRemainingMs > 0) ctx.cookies.set(PAYER_COOKIE, grant.token, { ...options, path: `/api/upsells/${code}`, maxAge: grant.offerRemainingMs });
  ctx.cookies.set(PAYER_COOKIE, grant.token, { ...options, path: `/api/onboardings/${code}`, maxAge: ONBOARDING_PROOF_MS });
}

export function callerOf(ctx: Context): Caller {
  return { userId: currentUser(ctx)?.id ?? null, payerToken: ctx.cookies.get(PAYER_COOKIE) || null };
}

/** This browser's checkout key, if it has one: the proof that a PaymentIntent is its own. */
export function checkoutKeyOf(ctx: Context): string | null {
  return ctx.cookies.get(CHECKOUT_COOKIE) || null;
}

/**
 * The browser's checkout key, made on its first checkout. A link is no proof of who pays: each browser
 * gets its own PaymentIntent, bound to this key (its hash is in the intent's metadata), and only the
 * browser that holds it is given the payer's rights when that intent pays the order. Its path covers
 * both the checkout and the payment check; it names no order, so one key serves every checkout.
 */
export function ensureCheckoutKey(ctx: Context): string {
  const key = checkoutKeyOf(ctx) ?? newPayerToken().token;
  ctx.cookies.set(CHECKOUT_COOKIE, key, { ...cookieOptions(ctx), path: '/api/', maxAge: CHECKOUT_KEY_MS, overwrite: true });
  return key;
}
