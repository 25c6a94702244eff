import { ApiError } from './api-client';

export type LoadErrorKind = 'offline' | 'not-found' | 'rate-limited' | 'failed';

/**
 * What a failed load means to the visitor. Only an answer about the code itself (404, or a code the
 * server rejects) says "not found"; being offline or a server hiccup offers a retry instead.
 */
export function loadErrorKind(error: unknown): LoadErrorKind {
  if (!(error instanceof ApiError)) return 'failed';
  if (error.code === 'network') return 'offline';
  if (error.status === 429) return 'rate-limited';
  if (error.status === 404 || error.status === 400 || error.status === 422) return 'not-found';
  return 'failed';
}
