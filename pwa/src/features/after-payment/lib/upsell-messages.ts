import { errorCode, errorMessage, hasErrorCode } from '@/lib/error-messages';
import { PaymentAuthError } from './payment-auth-error';

/** Words of the upsell's failure states, in one place. */
export const UPSELL_MESSAGES = {
  firstPaymentNeeded: 'Please complete your first payment before this offer.',
  declined: 'Your card was declined.',
  notCompleted: 'Your payment could not be completed.',
  authCancelled: 'The payment was not approved, so nothing was charged.',
  unexpected: 'An unexpected error occurred. Please try again.',
  orderNotFound: "We couldn't find your order. Please check your link and try again.",
} as const;

/** Why the server refused the offer to this visitor (its error code), in words with a way on. */
export const OFFER_REFUSALS = {
  offer_expired: {
    title: 'This offer has ended',
    message: 'The one-time offer was available for 24 hours after your payment, so nothing was charged. Your reading is on its way.',
  },
  offer_not_yours: {
    title: 'Sign in to answer this offer',
    message:
      'For your security, this offer can only be accepted in the browser you paid with, or after signing in to your account. Nothing was charged.',
  },
  no_offer: {
    title: 'No offer for this order',
    message: 'This order has no one-time offer, so nothing was charged.',
  },
  offer_closed: {
    title: 'This offer is closed',
    message: 'Your order was refunded, so its one-time offer is closed and nothing was charged.',
  },
} as const;

export type OfferRefusal = keyof typeof OFFER_REFUSALS;

/** The refusal behind an error, if it is one of the offer's own (not a failure to retry). */
export function offerRefusal(error: unknown): OfferRefusal | undefined {
  const code = errorCode(error);
  return code !== undefined && code in OFFER_REFUSALS ? (code as OfferRefusal) : undefined;
}

/** The message to show for a failed accept or authentication: the provider's, the server's, or ours. */
export function upsellErrorMessage(error: unknown): string {
  if (error instanceof PaymentAuthError) return error.message;
  if (hasErrorCode(error, 'not_found')) return UPSELL_MESSAGES.orderNotFound;
  // Offline, rate limited or refused with a reason the server wrote for people: said as it is.
  return errorMessage(error, UPSELL_MESSAGES.unexpected);
}
