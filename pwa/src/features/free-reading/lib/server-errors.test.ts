import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { SUBMIT_ERROR_MESSAGE, submitErrorDescription } from './server-errors';

describe('submitErrorDescription', () => {
  it('says when the visitor is offline or must wait', () => {
    expect(submitErrorDescription(new ApiError(0, 'network', 'x'))).toMatch(/offline/);
    expect(submitErrorDescription(new ApiError(429, 'rate_limited', 'Too many requests.'))).toBe('Too many requests.');
  });

  it("keeps the form's sentence for refused input (its fields say why) and for a server fault", () => {
    expect(submitErrorDescription(new ApiError(422, 'validation_failed', 'Some fields need your attention.', { email: ['Bad'] }))).toBe(SUBMIT_ERROR_MESSAGE);
    expect(submitErrorDescription(new ApiError(500, 'internal', 'Boom'))).toBe(SUBMIT_ERROR_MESSAGE);
    expect(submitErrorDescription(new TypeError('bug'))).toBe(SUBMIT_ERROR_MESSAGE);
  });
});
