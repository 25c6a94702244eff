import type { Context, Next } from 'koa';
import type { ApiErrorBody, ApiErrorCode } from '@shared/schemas/api-error';
import { BUSY_RETRY_AFTER_SECONDS, isDatabaseBusy } from '../db/sqlite-busy';
import { isDatabaseUnreachable, UNREACHABLE_RETRY_AFTER_SECONDS } from '../db/unreachable';
import { StorageUnavailableError } from '../integrations/storage';
import { AppError, DatabaseBusyError, DatabaseUnavailableError, FileStoreUnavailableError } from './errors';
import { requestLog } from './request-context';

/** Statuses raised by Koa's own helpers (body parser, ctx.throw) and the codes they map to. */
const HTTP_STATUS_CODES: Record<number, { code: ApiErrorCode; message: string }> = {
  400: { code: 'bad_request', message: 'The request body is not valid JSON.' },
  413: { code: 'payload_too_large', message: 'The request body is too large (64 KB at most).' },
  415: { code: 'unsupported_media_type', message: 'Send the request body as application/json.' },
};

function isHttpError(error: unknown): error is { status: number; expose?: boolean } {
  return typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number';
}

export interface ErrorResponse {
  status: number;
  headers: Record<string, string>;
  body: ApiErrorBody;
}

/**
 * The answer for any failure: an AppError says what it is, the body parser's 400/413/415 are mapped,
 * a database still locked by another process after the wait, a database that cannot be reached or did
 * not answer in time (logged as a warning) and an object store that cannot be reached (its cause logged
 * by the store) are 503s to retry later, and anything
 * else is a 500 that tells nothing internal (`onUnexpected` logs it).
 */
export function errorResponse(error: unknown, requestId: string, onUnexpected: (error: unknown) => void, onUnreachable: (error: unknown) => void): ErrorResponse {
  // The object store's outage first: its cause is a network error too, which is not the database's.
  if (error instanceof StorageUnavailableError) error = new FileStoreUnavailableError(error.saving);
  if (isDatabaseBusy(error)) error = new DatabaseBusyError(BUSY_RETRY_AFTER_SECONDS);
  if (isDatabaseUnreachable(error)) {
    onUnreachable(error);
    error = new DatabaseUnavailableError(UNREACHABLE_RETRY_AFTER_SECONDS);
  }
  if (error instanceof AppError) {
    return { status: error.status, headers: error.headers, body: errorBody(error.code, error.message, requestId, error.details) };
  }
  const mapped = isHttpError(error) ? HTTP_STATUS_CODES[error.status] : undefined;
  if (mapped && isHttpError(error)) return { status: error.status, headers: {}, body: errorBody(mapped.code, mapped.message, requestId) };
  onUnexpected(error);
  return { status: 500, headers: {}, body: errorBody('internal', 'Something went wrong on our side. Please try again.', requestId) };
}

function errorBody(code: ApiErrorCode, message: string, requestId: string, details?: Record<string, string[]>): ApiErrorBody {
  return { error: { code, message, ...(details ? { details } : {}), requestId } };
}

/** First in the chain: every failure leaves as the one error body. */
export function errorHandler() {
  return async function handleErrors(ctx: Context, next: Next): Promise<void> {
    try {
      await next();
      if (ctx.status === 404 && ctx.body === undefined && ctx.path.startsWith('/api/')) {
        ctx.status = 404;
        ctx.body = errorBody('not_found', 'No such API endpoint.', ctx.state.requestId);
      }
    } catch (error) {
      const response = errorResponse(
        error,
        ctx.state.requestId,
        (unexpected) => requestLog(ctx).error({ err: unexpected }, 'unhandled error'),
        (cause) => requestLog(ctx).warn({ err: cause }, 'database unreachable: answered 503'),
      );
      ctx.set(response.headers);
      ctx.status = response.status;
      ctx.body = response.body;
    }
  };
}
