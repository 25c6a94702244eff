import { ApiError } from '@/lib/api-error';

/**
 * A failure in words for staff. The server's messages are written for people (and say nothing
 * internal), so they are shown as they are; a session that ran out says how to go on.
 */
export function describeError(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  if (!(error instanceof ApiError)) return fallback;
  if (error.status === 401) return 'Your session has ended. Please log in again.';
  if (error.status === 403) return 'Your account does not have staff access.';
  return error.message || fallback;
}
