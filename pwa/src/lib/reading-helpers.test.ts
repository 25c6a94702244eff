import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { formatLongDate } from './format-date';
import { loadErrorKind } from './load-error';
import { parseCodeParam } from './request-code-param';

const CODE = 'REQ-7K3Q-9DXA-B2CF-M4NP-R6ST-V8WX-YZ01';

describe('formatLongDate', () => {
  it('formats the calendar day as a long US date, whatever the time zone', () => {
    expect(formatLongDate('1990-03-05')).toBe('March 5, 1990');
    expect(formatLongDate('2000-01-01')).toBe('January 1, 2000');
    expect(formatLongDate('1988-12-31')).toBe('December 31, 1988');
  });

  it('gives nothing for text that is not a real day', () => {
    expect(formatLongDate('2023-02-29')).toBeUndefined();
    expect(formatLongDate('March 5')).toBeUndefined();
  });
});

describe('parseCodeParam', () => {
  it('tells a missing code from one that cannot be a code', () => {
    expect(parseCodeParam(undefined)).toEqual({ state: 'missing' });
    expect(parseCodeParam('  ')).toEqual({ state: 'missing' });
    expect(parseCodeParam('hello')).toEqual({ state: 'invalid' });
  });

  it('normalises a code typed in lower case without hyphens', () => {
    expect(parseCodeParam(CODE.toLowerCase().replaceAll('-', ''))).toEqual({ state: 'valid', code: CODE });
  });
});

describe('loadErrorKind', () => {
  it('says "not found" only for answers about the code itself', () => {
    expect(loadErrorKind(new ApiError(404, 'not_found', 'x'))).toBe('not-found');
    expect(loadErrorKind(new ApiError(422, 'validation_failed', 'x'))).toBe('not-found');
  });

  it('offers a retry when offline, throttled or failing', () => {
    expect(loadErrorKind(new ApiError(0, 'network', 'x'))).toBe('offline');
    expect(loadErrorKind(new ApiError(429, 'rate_limited', 'x'))).toBe('rate-limited');
    expect(loadErrorKind(new ApiError(500, 'internal', 'x'))).toBe('failed');
    expect(loadErrorKind(new Error('parse'))).toBe('failed');
  });
});
