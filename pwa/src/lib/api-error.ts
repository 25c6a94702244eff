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
  ) {
    super(message);
    this.name = 'ApiError';
  }

  get isNotFound(): boolean {
    return this.status === 404;
  }
}
