import type { Context, Next } from 'koa';
import type { ApiErrorBody, ApiErrorCode } from '@shared/schemas/api-error';
import { AppError } from './errors';
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

/** First in the chain: every failure leaves as the one error body, and a 500 never tells internals. */
export function errorHandler() {
  return async function handleErrors(ctx: Context, next: Next): Promise<void> {
    try {
      await next();
      if (ctx.status === 404 && ctx.body === undefined && ctx.path.startsWith('/api/')) {
        respond(ctx, 404, 'not_found', 'No such API endpoint.');
      }
    } catch (error) {
      if (error instanceof AppError) {
        ctx.set(error.headers);
        respond(ctx, error.status, error.code, error.message, error.details);
        return;
      }
      const mapped = isHttpError(error) ? HTTP_STATUS_CODES[error.status] : undefined;
      if (mapped && isHttpError(error)) {
        respond(ctx, error.status, mapped.code, mapped.message);
        return;
      }
      requestLog(ctx).error({ err: error }, 'unhandled error');
      respond(ctx, 500, 'internal', 'Something went wrong on our side. Please try again.');
    }
  };
}

function respond(ctx: Context, status: number, code: ApiErrorCode, message: string, details?: Record<string, string[]>): void {
  const body: ApiErrorBody = { error: { code, message, ...(details ? { details } : {}), requestId: ctx.state.requestId } };
  ctx.status = status;
  ctx.body = body;
}
