import { ApiError } from './api-error';

/**
 * What a failure means, for code that must act on it. Features decide by the server's code
 * (`hasErrorCode` in error-messages.ts) or by these; only lib/ reads an HTTP status, so that what
 * a failure means is decided in one place (docs/decisions/004-api-conventions.md: every error names
 * its code).
 */

/** No answer (offline) or a failing server: a retry or a last copy may help, the request itself was fine. */
export function isUnreachable(error: unknown): error is ApiError {
  return error instanceof ApiError && error.isUnreachable;
}

/** The server answered about the request itself (any code but no answer or its own failure): the same request gets the same answer. */
export function isRefusal(error: unknown): error is ApiError {
  return error instanceof ApiError && !error.isUnreachable;
}

/** A failure as a device keeps it on record (never to decide on): its HTTP status (0: no answer) and code. */
export function failureRecord(error: unknown, codeOtherwise: string): { status: number; code: string } {
  return error instanceof ApiError ? { status: error.status, code: error.code } : { status: 0, code: codeOtherwise };
}
