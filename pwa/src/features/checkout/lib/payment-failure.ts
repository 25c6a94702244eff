import { hasErrorCode } from '@/lib/error-messages';

/** Why a payment did not go through, as the forms report it to the screen around them. */
export type PaymentFailure =
  /** The provider refused (declined card, mistyped card, failed authentication): its words. */
  | { kind: 'declined'; message: string }
  | { kind: 'offline' }
  /** Anything we did not expect (a server error, a bug). */
  | { kind: 'unexpected'; error: unknown }
  /** The provider could not be set up (its script, its key, its form): the screen shows "Payment Error". */
  | { kind: 'setup'; error: unknown };

/** True when the browser says it is offline or a request could not reach the server at all. */
export function isOfflineError(error: unknown): boolean {
  return hasErrorCode(error, 'network');
}

export function browserIsOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/**
 * A failed call to our API during payment. A refused card carries the card message of the sandbox provider
 * ("Your card number is invalid."), which the customer can act on; anything else is unexpected.
 */
export function failureFromError(error: unknown): PaymentFailure {
  if (isOfflineError(error) || browserIsOffline()) return { kind: 'offline' };
  if (hasErrorCode(error, 'validation_failed') && error.message) return { kind: 'declined', message: error.message };
  return { kind: 'unexpected', error };
}
