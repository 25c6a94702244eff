import type { ApiErrorCode } from '@shared/schemas/api-error';
import { ApiError } from './api-error';
import { tryAgainIn } from './retry-after';

/**
 * The one place the PWA turns an API failure into words: by the server's machine code, never by its
 * English sentence. Codes whose answer the server words for the visitor's situation (limits, refusals
 * with a way on) show the server's message; the rest show ours, or the caller's fallback (that
 * screen's own sentence).
 */
const OURS: Partial<Record<ApiErrorCode | 'network', string>> = {
  network: 'You appear to be offline. Please check your connection and try again.',
  unauthorized: 'Your session has ended. Please log in again.',
  forbidden: 'Your account does not have access to this.',
  not_found: "We couldn't find that. Please check your link and try again.",
  already_paid: 'This order is already paid.',
  nothing_to_pay: 'This order has nothing to pay.',
  link_expired: 'This link has expired or was already used. Please ask for a new one.',
  database_busy: 'We are very busy for a moment. Please try again in a few seconds.',
  unavailable: 'This is not available right now. Please try again in a minute.',
};

/**
 * Codes whose server message is written for the visitor and says more than ours would. A plain
 * `conflict` says only that something clashed: its sentence says what. `nothing_to_pay` names the
 * order or the offer it refused.
 */
const SERVER_WORDED = new Set<ApiErrorCode | 'network'>([
  'conflict',
  'nothing_to_pay',
  'rate_limited',
  'validation_failed',
  'payment_required',
  'offer_expired',
  'offer_not_yours',
  'no_offer',
  'offer_closed',
  'in_progress',
  'not_refundable',
]);

export function errorCode(error: unknown): ApiErrorCode | 'network' | undefined {
  return error instanceof ApiError ? error.code : undefined;
}

export function hasErrorCode(error: unknown, ...codes: (ApiErrorCode | 'network')[]): error is ApiError {
  return error instanceof ApiError && codes.includes(error.code);
}

export interface ErrorWording {
  /**
   * Further codes this screen shows in the server's words: the login reads a refusal as the server
   * words it (a wrong password is no ended session), staff read the server's sentence for most codes.
   */
  serverWords?: readonly (ApiErrorCode | 'network')[];
}

/** What a refusal for too many requests says: the time the server named, in words, when it named one. */
const RATE_LIMITED = 'Too many attempts.';

/**
 * Words for a failure: ours by code, the server's where it words the situation, else the fallback. Too
 * many requests says how long to wait, from the server's Retry-After ("Try again in 49 minutes.").
 */
export function errorMessage(error: unknown, fallback: string, { serverWords = [] }: ErrorWording = {}): string {
  if (!(error instanceof ApiError)) return fallback;
  if (error.code === 'rate_limited') {
    const wait = tryAgainIn(error.retryAfter);
    if (wait) return `${RATE_LIMITED} ${wait}`;
  }
  if ((SERVER_WORDED.has(error.code) || serverWords.includes(error.code)) && error.message) return error.message;
  return OURS[error.code] ?? fallback;
}
