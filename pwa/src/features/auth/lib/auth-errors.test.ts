import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { formFailureMessage, isDeadLink, loginFailureMessage } from './auth-errors';

describe('loginFailureMessage', () => {
  it("shows the server's words for an answer about the attempt", () => {
    expect(loginFailureMessage(new ApiError(401, 'unauthorized', 'Invalid email or password.'))).toBe('Invalid email or password.');
    expect(loginFailureMessage(new ApiError(429, 'rate_limited', 'Too many requests.'))).toBe('Too many requests.');
    expect(loginFailureMessage(new ApiError(429, 'rate_limited', 'Too many requests.', undefined, '600'))).toBe('Too many attempts. Try again in 10 minutes.');
    expect(loginFailureMessage(new ApiError(400, 'bad_request', 'The request body is not valid JSON.'))).toBe('The request body is not valid JSON.');
  });

  it('says "try again later" without an answer or for a server fault', () => {
    for (const error of [new ApiError(0, 'network', 'offline'), new ApiError(500, 'internal', 'Boom'), new TypeError('bug')]) {
      expect(loginFailureMessage(error)).toBe('An error occurred during login. Please try again later.');
    }
  });
});

describe('formFailureMessage', () => {
  it("shows the visitor's own situation, else the form's sentence", () => {
    expect(formFailureMessage(new ApiError(429, 'rate_limited', 'Too many requests.'))).toBe('Too many requests.');
    expect(formFailureMessage(new ApiError(429, 'rate_limited', 'Too many requests.', undefined, '2940'))).toBe('Too many attempts. Try again in 49 minutes.');
    expect(formFailureMessage(new ApiError(422, 'validation_failed', 'Some fields need your attention.'))).toBe('Some fields need your attention.');
    expect(formFailureMessage(new ApiError(0, 'network', 'x'))).toMatch(/offline/);
    expect(formFailureMessage(new ApiError(500, 'internal', 'Boom'))).toBe('Something went wrong. Please try again later.');
  });

  it('knows a dead password link by its code alone', () => {
    expect(isDeadLink(new ApiError(400, 'link_expired', 'Expired'))).toBe(true);
    expect(isDeadLink(new ApiError(400, 'bad_request', 'This link has expired or was already used.'))).toBe(false);
  });
});
