import { ApiError } from '@/lib/api-error';
import { hasErrorCode } from '@/lib/error-messages';
import type { ToastMessage } from '@/components/ui/toast';

const LOGIN_FALLBACK = 'Please check your credentials and try again';
const LOGIN_UNAVAILABLE = 'An error occurred during login. Please try again later.';

/**
 * The toast of a failed login. An answer about the attempt (wrong password
 * 401, too many tries 429, a refused form 4xx) shows the server's words; no answer at all, or a
 * server fault, is "try again later".
 */
export function loginFailureToast(error: unknown): ToastMessage {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
    return { title: 'Login failed', description: error.message || LOGIN_FALLBACK, variant: 'destructive' };
  }
  return { title: 'Login failed', description: LOGIN_UNAVAILABLE, variant: 'destructive' };
}

/** Words for a failed password-link request or password change that the visitor can act on. */
export function formFailureMessage(error: unknown): string {
  // Offline, too many requests and refused input carry sentences written for the visitor.
  if (error instanceof ApiError && (error.code === 'network' || error.status === 429 || error.status === 422)) {
    return error.message;
  }
  return 'Something went wrong. Please try again later.';
}

/** The server's "expired or already used" answer to a password link. */
export function isDeadLink(error: unknown): error is ApiError {
  return hasErrorCode(error, 'link_expired');
}
