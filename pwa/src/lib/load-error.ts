import { hasErrorCode } from './error-messages';

export type LoadErrorKind = 'offline' | 'not-found' | 'rate-limited' | 'failed';

/**
 * What a failed load means to the visitor. Only an answer about the code itself (not found, or a code
 * the server rejects) says "not found"; being offline or a server hiccup offers a retry instead.
 */
export function loadErrorKind(error: unknown): LoadErrorKind {
  if (hasErrorCode(error, 'network')) return 'offline';
  if (hasErrorCode(error, 'rate_limited')) return 'rate-limited';
  if (hasErrorCode(error, 'not_found', 'bad_request', 'validation_failed')) return 'not-found';
  return 'failed';
}
