import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { OrderRecord } from './order-record';

/**
 * Who is asking, as far as an order's owner-only answers care (the one-time offer, onboarding): the
 * signed-in user, and the token from the cookie the paying browser was given (payer-cookie.ts).
 */
export interface Caller {
  userId: number | null;
  payerToken: string | null;
}

export interface PayerToken {
  token: string;
  hash: string;
}

/** What the server gives the browser that paid: its token, and how long the order's offer still runs. */
export interface PayerGrant {
  token: string;
  /** Milliseconds left on the one-time offer; 0 when the order has none (or it is over). */
  offerRemainingMs: number;
}

const hashOf = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/** 256 random bits for the browser's cookie; only the hash is stored on the order. */
export function newPayerToken(): PayerToken {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashOf(token) };
}

function tokenMatches(token: string | null, storedHash: string | null): boolean {
  if (!token || !storedHash) return false;
  const given = Buffer.from(hashOf(token), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  // Equal lengths (both SHA-256) unless the stored value is damaged; compared in constant time.
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/** What a PaymentIntent's metadata keeps of the checkout key of the browser that made it. */
export const checkoutKeyHash = hashOf;

/** The browser's checkout key is the one the PaymentIntent was made for (its metadata's hash). */
export function isCheckoutOf(checkoutKey: string | null, intentMetadata: Record<string, string>): boolean {
  return tokenMatches(checkoutKey, intentMetadata.checkout ?? null);
}

/** The signed-in owner of the order, or the browser that paid for it. */
export function isOwnerOrPayer(order: Pick<OrderRecord, 'userId' | 'payerTokenHash'>, caller: Caller): boolean {
  if (caller.userId !== null && order.userId !== null && caller.userId === order.userId) return true;
  return tokenMatches(caller.payerToken, order.payerTokenHash);
}
