import type { ApiErrorCode, FieldErrors } from '@shared/schemas/api-error';

/**
 * An API failure with the server's code, message and field details (or a network failure). Kept apart from the
 * client so that code which only inspects errors does not pull the schema checks into its bundle.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ApiErrorCode | 'network',
    message: string,
    readonly details?: FieldErrors,
    /** The server's Retry-After header, when it asked us to wait (429, 503). */
    readonly retryAfter?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  get isNotFound(): boolean {
    return this.status === 404;
  }

  /** No answer from the server (offline, unreachable) or a failing one: a last copy beats an error. */
  get isUnreachable(): boolean {
    return this.status === 0 || this.status >= 500;
  }
}
