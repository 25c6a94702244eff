import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { errorCode, errorMessage, hasErrorCode } from './error-messages';

describe('errorMessage', () => {
  it('words a failure by its code, not by the server sentence', () => {
    expect(errorMessage(new ApiError(409, 'already_paid', 'anything the server said'), 'fallback')).toBe('This order is already paid.');
    expect(errorMessage(new ApiError(0, 'network', ''), 'fallback')).toMatch(/offline/);
  });

  it("shows the server's words where it words the visitor's situation", () => {
    expect(errorMessage(new ApiError(429, 'rate_limited', 'Too many requests. Please wait.'), 'fallback')).toBe('Too many requests. Please wait.');
    expect(errorMessage(new ApiError(409, 'offer_expired', 'The offer ended.'), 'fallback')).toBe('The offer ended.');
  });

  it('says how long to wait after too many requests, from Retry-After, whatever the screen', () => {
    const limited = new ApiError(429, 'rate_limited', 'Too many requests. Please wait a little and try again.', undefined, '2940');
    expect(errorMessage(limited, 'fallback')).toBe('Too many attempts. Try again in 49 minutes.');
    expect(errorMessage(limited, 'fallback', { serverWords: ['rate_limited'] })).toBe('Too many attempts. Try again in 49 minutes.');
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

  it('matches any of several codes, and none when given none', () => {
    expect(hasErrorCode(new ApiError(404, 'not_found', ''), 'bad_request', 'not_found')).toBe(true);
    expect(hasErrorCode(new ApiError(404, 'not_found', ''))).toBe(false);
    expect(hasErrorCode({ code: 'not_found', status: 404 }, 'not_found')).toBe(false);
    expect(hasErrorCode(undefined, 'network')).toBe(false);
  });
});

describe('errorCode', () => {
  it('reads the code of API errors only', () => {
    expect(errorCode(new ApiError(0, 'network', ''))).toBe('network');
    expect(errorCode(new ApiError(409, 'order_refunded', 'Refunded'))).toBe('order_refunded');
    expect(errorCode(Object.assign(new Error('x'), { code: 'not_found' }))).toBeUndefined();
    expect(errorCode(null)).toBeUndefined();
  });
});

describe('errorMessage, edge cases', () => {
  it('falls back for anything that is not an API error, whatever it carries', () => {
    for (const error of [undefined, null, 'offline', { code: 'network', message: 'Offline' }, new TypeError('Failed to fetch')]) {
      expect(errorMessage(error, 'fallback')).toBe('fallback');
    }
  });

  it('uses our words, then the fallback, when a server-worded answer came without a sentence', () => {
    expect(errorMessage(new ApiError(429, 'rate_limited', ''), 'fallback')).toBe('fallback');
    expect(errorMessage(new ApiError(409, 'nothing_to_pay', ''), 'fallback')).toBe('This order has nothing to pay.');
  });

  it("shows a plain conflict's sentence, which alone says what clashed", () => {
    expect(errorMessage(new ApiError(409, 'conflict', 'We could not find the card from your first payment.'), 'fallback')).toBe(
      'We could not find the card from your first payment.',
    );
    expect(errorMessage(new ApiError(409, 'nothing_to_pay', 'This offer has nothing to pay.'), 'fallback')).toBe('This offer has nothing to pay.');
  });

  it('ignores the sentence of an answer worded by us, and of a code with no words', () => {
    expect(errorMessage(new ApiError(401, 'unauthorized', 'Please log in to continue.'), 'fallback')).toBe('Your session has ended. Please log in again.');
    expect(errorMessage(new ApiError(503, 'database_busy', 'anything'), 'fallback')).toBe('We are very busy for a moment. Please try again in a few seconds.');
    expect(errorMessage(new ApiError(400, 'bad_request', 'The request body is not valid JSON.'), 'fallback')).toBe('fallback');
    expect(errorMessage(new ApiError(502, 'internal', 'API error: 502'), 'fallback')).toBe('fallback');
  });

  it("shows the server's words for the codes a screen names, and only for those", () => {
    const wrongPassword = new ApiError(401, 'unauthorized', 'Invalid email or password.');
    expect(errorMessage(wrongPassword, 'fallback', { serverWords: ['unauthorized'] })).toBe('Invalid email or password.');
    expect(errorMessage(wrongPassword, 'fallback', { serverWords: ['forbidden'] })).toBe('Your session has ended. Please log in again.');
    expect(errorMessage(new ApiError(404, 'not_found', 'There is no reading with that id.'), 'fallback', { serverWords: ['not_found'] })).toBe(
      'There is no reading with that id.',
    );
  });

  it('keeps our words or the fallback when a named code came without a sentence, and the fallback for non-API errors', () => {
    expect(errorMessage(new ApiError(401, 'unauthorized', ''), 'fallback', { serverWords: ['unauthorized'] })).toBe('Your session has ended. Please log in again.');
    expect(errorMessage(new ApiError(500, 'internal', ''), 'fallback', { serverWords: ['internal'] })).toBe('fallback');
    expect(errorMessage(new Error('Invalid email or password.'), 'fallback', { serverWords: ['unauthorized'] })).toBe('fallback');
  });
});
