import { describe, expect, it } from 'vitest';
import { parseRetryAfter, tryAgainIn, waitInWords } from './retry-after';

const now = Date.parse('2026-11-23T10:00:00Z');

describe('parseRetryAfter', () => {
  it('reads seconds or an HTTP date, and nothing else', () => {
    expect(parseRetryAfter('120', now)).toBe(120_000);
    expect(parseRetryAfter(' 2940 ', now)).toBe(2_940_000);
    expect(parseRetryAfter('Mon, 23 Nov 2026 10:01:00 GMT', now)).toBe(60_000);
    expect(parseRetryAfter('Mon, 23 Nov 2026 09:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter('', now)).toBeUndefined();
    expect(parseRetryAfter(null, now)).toBeUndefined();
  });
});

describe('waitInWords: rounded up, so the time said is enough', () => {
  it.each([
    [0, '1 second'],
    [1_000, '1 second'],
    [1_001, '2 seconds'],
    [59_000, '59 seconds'],
    [60_000, '1 minute'],
    [61_000, '2 minutes'],
    [2_940_000, '49 minutes'],
    [2_939_500, '49 minutes'],
    [90 * 60_000, '90 minutes'],
    [119 * 60_000, '119 minutes'],
    [120 * 60_000, '2 hours'],
    [121 * 60_000, '3 hours'],
    [24 * 3600_000, '24 hours'],
  ])('%i ms is %s', (ms, words) => {
    expect(waitInWords(ms)).toBe(words);
  });
});

describe('tryAgainIn', () => {
  it('says the time to wait in words', () => {
    expect(tryAgainIn('2940', now)).toBe('Try again in 49 minutes.');
    expect(tryAgainIn('Mon, 23 Nov 2026 10:00:30 GMT', now)).toBe('Try again in 30 seconds.');
  });

  it('says nothing without a readable Retry-After', () => {
    expect(tryAgainIn(undefined, now)).toBeUndefined();
    expect(tryAgainIn('later', now)).toBeUndefined();
  });
});
