import { API_ERROR_CODES } from '@shared/schemas/api-error';
import { errorMessage, hasErrorCode } from '@/lib/error-messages';

const NO_STAFF_ACCESS = 'Your account does not have staff access.';

/** Staff read the server's own sentence for every code but an ended session, which says how to go on. */
const STAFF_READ_SERVER_WORDS = API_ERROR_CODES.filter((code) => code !== 'unauthorized');

/**
 * A failure in words for staff. The server's messages are written for people (and say nothing
 * internal), so they are shown as they are; a session that ran out says how to go on.
 */
export function describeError(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  if (hasErrorCode(error, 'forbidden')) return NO_STAFF_ACCESS;
  return errorMessage(error, fallback, { serverWords: STAFF_READ_SERVER_WORDS });
}
