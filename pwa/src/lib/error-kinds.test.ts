import { describe, expect, it } from 'vitest';
import type { ApiErrorCode } from '@shared/schemas/api-error';
import { ApiError } from './api-error';
import { failureRecord, isRefusal, isUnreachable } from './error-kinds';

const offline = new ApiError(0, 'network', 'You appear to be offline.');
const serverFault = new ApiError(500, 'internal', 'Something went wrong on our side.');
const busy = new ApiError(503, 'database_busy', 'Busy', undefined, '2');
const gateway = new ApiError(502, 'internal', 'API error: 502');
const refused = (status: number, code: ApiErrorCode) => new ApiError(status, code, `Refused: ${code}`);
const refusals = [
  ...[refused(400, 'link_expired'), refused(401, 'unauthorized'), refused(403, 'offer_not_yours'), refused(404, 'not_found')],
  ...[refused(409, 'conflict'), refused(422, 'validation_failed'), refused(429, 'rate_limited')],
];

describe('isUnreachable', () => {
  it('is no answer or a failing server', () => {
    for (const error of [offline, serverFault, busy, gateway]) expect(isUnreachable(error)).toBe(true);
  });

  it('is never an answer about the request, nor anything but an API error', () => {
    for (const error of refusals) expect(isUnreachable(error)).toBe(false);
    expect(isUnreachable(new TypeError('Failed to fetch'))).toBe(false);
    expect(isUnreachable(undefined)).toBe(false);
  });
});

describe('isRefusal', () => {
  it('is every answer about the request itself', () => {
    for (const error of refusals) expect(isRefusal(error)).toBe(true);
  });

  it('is neither no answer, a failing server, nor anything but an API error', () => {
    for (const error of [offline, serverFault, busy, gateway]) expect(isRefusal(error)).toBe(false);
    expect(isRefusal(new Error('not_found'))).toBe(false);
    expect(isRefusal({ status: 404, code: 'not_found' })).toBe(false);
  });
});

describe('failureRecord', () => {
  it("keeps an API error's status and code, and only those", () => {
    expect(failureRecord(busy, 'unknown')).toEqual({ status: 503, code: 'database_busy' });
    expect(failureRecord(offline, 'unknown')).toEqual({ status: 0, code: 'network' });
  });

  it("records anything else as no answer, under the caller's code", () => {
    expect(failureRecord(new TypeError('bug'), 'unknown')).toEqual({ status: 0, code: 'unknown' });
    expect(failureRecord('boom', 'network')).toEqual({ status: 0, code: 'network' });
  });
});
