import { ApiError } from '@/lib/api-client';
import { PaymentAuthError } from './payment-auth-error';

/** Words of the upsell's failure states: the spec's catalogue (section 8) where it has them. */
export const UPSELL_MESSAGES = {
  firstPaymentNeeded: 'Please complete your first payment before this offer.',
  declined: 'Your card was declined.',
  notCompleted: 'Your payment could not be completed.',
  authCancelled: 'The payment was not approved, so nothing was charged.',
  unexpected: 'An unexpected error occurred. Please try again.',
} as const;

/** The message to show for a failed accept or authentication: the provider's, the server's, or ours. */
export function upsellErrorMessage(error: unknown): string {
  if (error instanceof PaymentAuthError) return error.message;
  if (error instanceof ApiError) {
    // Offline, rate limited or refused with a reason the server wrote for people: say it as it is.
    if (error.code === 'network' || error.status === 409 || error.status === 429) return error.message;
    if (error.status === 404) return "We couldn't find your order. Please check your link and try again.";
  }
  return UPSELL_MESSAGES.unexpected;
}
