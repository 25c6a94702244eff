import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { isOfflineLoad } from './offline-load';

const noAnswer = new ApiError(0, 'network', 'Failed to fetch');

describe('isOfflineLoad', () => {
  it('is offline at once when the device has no connection and nothing loaded yet', () => {
    expect(isOfflineLoad({ data: undefined, error: null }, false)).toBe(true);
  });

  it('is offline when the request found no answer, even if the device thinks it is online', () => {
    expect(isOfflineLoad({ data: undefined, error: noAnswer }, true)).toBe(true);
  });

  it('is offline from the first attempt that found no answer, not only once the retries are over', () => {
    expect(isOfflineLoad({ data: undefined, error: null, failureReason: noAnswer }, true)).toBe(true);
  });

  it('is not offline for an answer the server gave, or a load still on its way online', () => {
    expect(isOfflineLoad({ data: undefined, error: new ApiError(404, 'not_found', 'Not found') }, true)).toBe(false);
    expect(isOfflineLoad({ data: undefined, error: new ApiError(500, 'internal', 'Boom') }, true)).toBe(false);
    expect(isOfflineLoad({ data: undefined, error: null }, true)).toBe(false);
  });

  it('leaves data already at hand on show, offline or not', () => {
    expect(isOfflineLoad({ data: [], error: noAnswer }, false)).toBe(false);
  });
});
