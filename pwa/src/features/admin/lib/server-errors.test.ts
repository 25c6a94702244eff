import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { describeError } from './server-errors';

describe('describeError', () => {
  it("shows staff the server's own sentence", () => {
    expect(describeError(new ApiError(404, 'not_found', 'There is no reading with that id.'))).toBe('There is no reading with that id.');
    expect(describeError(new ApiError(413, 'payload_too_large', 'The file is too large.'), 'The upload failed.')).toBe('The file is too large.');
    expect(describeError(new ApiError(503, 'unavailable', 'Nothing was refunded; please try again in a minute.'))).toBe('Nothing was refunded; please try again in a minute.');
  });

  it('says how to go on after an ended session, and names a missing staff role', () => {
    expect(describeError(new ApiError(401, 'unauthorized', 'Please log in to continue.'))).toBe('Your session has ended. Please log in again.');
    expect(describeError(new ApiError(403, 'forbidden', 'This area is for SoulSketch staff.'))).toBe('Your account does not have staff access.');
  });

  it("falls back to the screen's sentence without the server's words", () => {
    expect(describeError(new ApiError(500, 'internal', ''), 'The reading could not be saved.')).toBe('The reading could not be saved.');
    expect(describeError(new TypeError('bug'))).toBe('Something went wrong. Please try again.');
    expect(describeError(new ApiError(0, 'network', 'You appear to be offline. Please check your connection and try again.'))).toMatch(/offline/);
  });
});
