import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { formFailureMessage, isDeadLink, loginFailureToast } from './auth-errors';

describe('loginFailureToast', () => {
  it("shows the server's words for an answer about the attempt", () => {
    expect(loginFailureToast(new ApiError(401, 'unauthorized', 'Invalid email or password.')).description).toBe('Invalid email or password.');
    expect(loginFailureToast(new ApiError(429, 'rate_limited', 'Too many requests.')).description).toBe('Too many requests.');
    expect(loginFailureToast(new ApiError(400, 'bad_request', 'The request body is not valid JSON.')).description).toBe('The request body is not valid JSON.');
  });

  it('says "try again later" without an answer or for a server fault', () => {
    for (const error of [new ApiError(0, 'network', 'offline'), new ApiError(500, 'internal', 'Boom'), new TypeError('bug')]) {
      expect(loginFailureToast(error)).toEqual({ title: 'Login failed', description: 'An error occurred during login. Please try again later.', variant: 'destructive' });
    }
  });
});

describe('formFailureMessage', () => {
  it("shows the visitor's own situation, else the form's sentence", () => {
    expect(formFailureMessage(new ApiError(429, 'rate_limited', 'Too many requests.'))).toBe('Too many requests.');
    expect(formFailureMessage(new ApiError(422, 'validation_failed', 'Some fields need your attention.'))).toBe('Some fields need your attention.');
    expect(formFailureMessage(new ApiError(0, 'network', 'x'))).toMatch(/offline/);
    expect(formFailureMessage(new ApiError(500, 'internal', 'Boom'))).toBe('Something went wrong. Please try again later.');
  });

  it('knows a dead password link by its code alone', () => {
    expect(isDeadLink(new ApiError(400, 'link_expired', 'Expired'))).toBe(true);
    expect(isDeadLink(new ApiError(400, 'bad_request', 'This link has expired or was already used.'))).toBe(false);
  });
});
