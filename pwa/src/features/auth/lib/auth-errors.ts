import { API_ERROR_CODES } from '@shared/schemas/api-error';
import { errorMessage, hasErrorCode } from '@/lib/error-messages';
import { isRefusal } from '@/lib/error-kinds';

const LOGIN_FALLBACK = 'Please check your credentials and try again';
const LOGIN_UNAVAILABLE = 'An error occurred during login. Please try again later.';

/**
 * Why a login failed, shown at the form above its button until the next try. An answer about the
 * attempt (a wrong password, too many tries and how long to wait, a refused form) shows the server's
 * words; no answer at all, or a server fault, is "try again later".
 */
export function loginFailureMessage(error: unknown): string {
  return isRefusal(error) ? errorMessage(error, LOGIN_FALLBACK, { serverWords: API_ERROR_CODES }) : LOGIN_UNAVAILABLE;
}

/** Words for a failed password-link request or password change that the visitor can act on. */
export function formFailureMessage(error: unknown): string {
  // Offline, too many requests and refused input carry sentences written for the visitor.
  return errorMessage(error, 'Something went wrong. Please try again later.');
}

/** The server's "expired or already used" answer to a password link. */
export function isDeadLink(error: unknown): boolean {
  return hasErrorCode(error, 'link_expired');
}
