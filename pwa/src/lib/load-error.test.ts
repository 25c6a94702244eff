import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { loadErrorKind } from './load-error';

describe('loadErrorKind', () => {
  it('reads no answer as offline, and too many requests as a wait', () => {
    expect(loadErrorKind(new ApiError(0, 'network', 'offline'))).toBe('offline');
    expect(loadErrorKind(new ApiError(429, 'rate_limited', 'Wait'))).toBe('rate-limited');
  });

  it('says "not found" only for an answer about the code itself', () => {
    expect(loadErrorKind(new ApiError(404, 'not_found', 'Not found'))).toBe('not-found');
    expect(loadErrorKind(new ApiError(400, 'bad_request', 'Bad'))).toBe('not-found');
    expect(loadErrorKind(new ApiError(422, 'validation_failed', 'Invalid'))).toBe('not-found');
  });

  it('offers a retry for a failing server, other refusals and anything else', () => {
    expect(loadErrorKind(new ApiError(500, 'internal', 'Boom'))).toBe('failed');
    expect(loadErrorKind(new ApiError(503, 'database_busy', 'Busy'))).toBe('failed');
    expect(loadErrorKind(new ApiError(409, 'payment_required', 'Pay first'))).toBe('failed');
    expect(loadErrorKind(new ApiError(403, 'forbidden', 'No'))).toBe('failed');
    expect(loadErrorKind(new TypeError('bug'))).toBe('failed');
    expect(loadErrorKind(undefined)).toBe('failed');
  });
});
