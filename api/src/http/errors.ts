import type { ApiErrorCode, FieldErrors } from '@shared/schemas/api-error';
import type { $ZodError } from 'zod/v4/core';

/** An error the client caused or may see; anything else is a 500 that says nothing internal. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly details?: FieldErrors,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class BadRequestError extends AppError {
  constructor(message = 'The request could not be understood.') {
    super(400, 'bad_request', message);
  }
}

export class UnauthorizedError extends AppError {
  constructor(message = 'Please log in to continue.') {
    super(401, 'unauthorized', message);
  }
}

export class ForbiddenError extends AppError {
  constructor(message = 'You do not have access to this.') {
    super(403, 'forbidden', message);
  }
}

export class NotFoundError extends AppError {
  constructor(message = "We couldn't find that. Please check your link and try again.") {
    super(404, 'not_found', message);
  }
}

export class ConflictError extends AppError {
  constructor(message: string, code: ApiErrorCode = 'conflict') {
    super(409, code, message);
  }
}

/** 409: answers and offers belong to paid orders only. */
export class PaymentRequiredError extends AppError {
  constructor(message = 'Please complete your payment first.') {
    super(409, 'payment_required', message);
  }
}

/** A refund of an order that was not paid through the provider, or that the provider refused. */
export class NotRefundableError extends AppError {
  constructor(message: string) {
    super(409, 'not_refundable', message);
  }
}

/** Staff's save of work still waiting for the customer's answers, not confirmed as delivered without them. */
export class AnswersMissingError extends AppError {
  constructor() {
    super(
      409,
      'answers_missing',
      "This order is still waiting for the customer's answers. Completing it now sends the reading without them: confirm that you deliver it without answers, or wait for them.",
    );
  }
}

export class ValidationError extends AppError {
  constructor(details: FieldErrors, message = 'Some fields need your attention.') {
    super(422, 'validation_failed', message, details);
  }

  static fromZod(error: $ZodError, prefix?: string): ValidationError {
    const details: FieldErrors = {};
    for (const issue of error.issues) {
      const key = [prefix, ...issue.path.map(String)].filter(Boolean).join('.') || (prefix ?? 'body');
      (details[key] ??= []).push(issue.message);
    }
    return new ValidationError(details);
  }
}

export class RateLimitedError extends AppError {
  constructor(retryAfterSeconds: number, message = 'Too many requests. Please wait a little and try again.') {
    super(429, 'rate_limited', message, undefined, { 'Retry-After': String(retryAfterSeconds) });
  }
}

/** The database stayed locked by another process for longer than a request waits (db/sqlite-busy.ts). */
export class DatabaseBusyError extends AppError {
  constructor(retryAfterSeconds: number) {
    super(503, 'database_busy', 'We are very busy for a moment. Please try again in a few seconds.', undefined, { 'Retry-After': String(retryAfterSeconds) });
  }
}

/** The database could not be reached or did not answer in time (db/unreachable.ts): try again shortly. */
export class DatabaseUnavailableError extends AppError {
  constructor(retryAfterSeconds: number) {
    super(503, 'unavailable', 'We cannot reach our records just now. Please try again in a little while.', undefined, { 'Retry-After': String(retryAfterSeconds) });
  }
}

/** The uploads' object store could not be reached (integrations/storage.ts): try again later. */
export class FileStoreUnavailableError extends AppError {
  constructor(saving: boolean) {
    const message = saving
      ? 'Uploaded files cannot be stored right now, so this file was not saved. Please try again in a minute.'
      : 'This file cannot be reached right now. Please try again in a minute.';
    super(503, 'unavailable', message, undefined, { 'Retry-After': '60' });
  }
}
