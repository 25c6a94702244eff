import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { retryUnlessAnswered } from './query-client';

describe('retryUnlessAnswered', () => {
  it('tries no answer, a failing server and unknown failures twice more', () => {
    for (const error of [new ApiError(0, 'network', ''), new ApiError(503, 'database_busy', ''), new TypeError('bug')]) {
      expect(retryUnlessAnswered(0, error)).toBe(true);
      expect(retryUnlessAnswered(1, error)).toBe(true);
      expect(retryUnlessAnswered(2, error)).toBe(false);
    }
  });

  it('never retries an answer about the request itself', () => {
    for (const error of [new ApiError(404, 'not_found', ''), new ApiError(401, 'unauthorized', ''), new ApiError(429, 'rate_limited', '')]) {
      expect(retryUnlessAnswered(0, error)).toBe(false);
    }
  });
});
