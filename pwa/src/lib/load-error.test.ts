import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { loadErrorKind, type LoadErrorKind } from './load-error';

/** Each kind with the failures that mean it: "not found" only for an answer about the code itself. */
const FAILURES_BY_KIND: Record<LoadErrorKind, unknown[]> = {
  offline: [new ApiError(0, 'network', 'offline')],
  'rate-limited': [new ApiError(429, 'rate_limited', 'Wait')],
  'not-found': [new ApiError(404, 'not_found', 'Not found'), new ApiError(400, 'bad_request', 'Bad'), new ApiError(422, 'validation_failed', 'Invalid')],
  failed: [
    ...[new ApiError(500, 'internal', 'Boom'), new ApiError(503, 'database_busy', 'Busy'), new ApiError(409, 'payment_required', 'Pay first')],
    ...[new ApiError(403, 'forbidden', 'No'), new TypeError('bug'), undefined],
  ],
};

describe('loadErrorKind', () => {
  it.each(Object.entries(FAILURES_BY_KIND))('%s', (kind, failures) => {
    for (const failure of failures) expect(loadErrorKind(failure)).toBe(kind);
  });
});
