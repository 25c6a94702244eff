import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { errorMessage, hasErrorCode } from './error-messages';

describe('errorMessage', () => {
  it('words a failure by its code, not by the server sentence', () => {
    expect(errorMessage(new ApiError(409, 'already_paid', 'anything the server said'), 'fallback')).toBe('This order is already paid.');
    expect(errorMessage(new ApiError(0, 'network', ''), 'fallback')).toMatch(/offline/);
  });

  it("shows the server's words where it words the visitor's situation", () => {
    expect(errorMessage(new ApiError(429, 'rate_limited', 'Too many requests. Please wait.'), 'fallback')).toBe('Too many requests. Please wait.');
    expect(errorMessage(new ApiError(409, 'offer_expired', 'The offer ended.'), 'fallback')).toBe('The offer ended.');
  });

  it("falls back to the screen's own sentence for codes it has no words for, and for non-API errors", () => {
    expect(errorMessage(new ApiError(500, 'internal', 'Internal error'), 'There was an error. Please try again.')).toBe('There was an error. Please try again.');
    expect(errorMessage(new Error('boom'), 'fallback')).toBe('fallback');
  });

  it('matches codes only on API errors', () => {
    expect(hasErrorCode(new ApiError(409, 'already_paid', ''), 'already_paid')).toBe(true);
    expect(hasErrorCode(new ApiError(409, 'conflict', 'This order is already paid.'), 'already_paid')).toBe(false);
    expect(hasErrorCode(new Error('already_paid'), 'already_paid')).toBe(false);
  });
});
