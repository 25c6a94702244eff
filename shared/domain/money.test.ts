import { describe, expect, it } from 'vitest';
import { assertCents, formatMoney, percentOff } from './money';
import {
  FULL_READING_PRICE_CENTS,
  FULL_READING_REGULAR_CENTS,
  UPSELL_PRICE_CENTS,
  UPSELL_REGULAR_CENTS,
} from './products';

describe('formatMoney', () => {
  it.each([
    [1899, '$18.99'],
    [0, '$0.00'],
    [5, '$0.05'],
    [100, '$1.00'],
    [1999, '$19.99'],
    [8900, '$89.00'],
    [-500, '-$5.00'],
    [-1899, '-$18.99'],
    [123_456_789, '$1,234,567.89'],
    [100_000_000_000, '$1,000,000,000.00'],
  ])('formats %i cents as %s', (cents, text) => {
    expect(formatMoney(cents)).toBe(text);
  });

  it('never prints a negative zero', () => {
    expect(formatMoney(-0)).toBe('$0.00');
  });

  it.each([18.99, 0.5, Number.NaN, Number.POSITIVE_INFINITY, Number.MAX_SAFE_INTEGER + 1])(
    'throws a RangeError for %s, which is not a whole number of cents',
    (cents) => {
      expect(() => formatMoney(cents)).toThrow(RangeError);
    },
  );
});

describe('assertCents', () => {
  it('returns whole cents unchanged', () => {
    expect(assertCents(1899)).toBe(1899);
    expect(assertCents(-1)).toBe(-1);
  });
});

describe('percentOff', () => {
  it('matches the funnel and upsell badges (79% off)', () => {
    expect(percentOff(8900, 1899)).toBe(79);
    expect(percentOff(9700, 1999)).toBe(79);
    expect(percentOff(FULL_READING_REGULAR_CENTS, FULL_READING_PRICE_CENTS)).toBe(79);
    expect(percentOff(UPSELL_REGULAR_CENTS, UPSELL_PRICE_CENTS)).toBe(79);
  });

  it('rounds to the nearest whole percent', () => {
    expect(percentOff(10_000, 5000)).toBe(50);
    expect(percentOff(300, 200)).toBe(33);
    expect(percentOff(300, 100)).toBe(67);
    expect(percentOff(1000, 995)).toBe(1);
    expect(percentOff(10_000, 9999)).toBe(0);
  });

  it('is 0 when there is no discount or no regular price', () => {
    expect(percentOff(8900, 8900)).toBe(0);
    expect(percentOff(1899, 8900)).toBe(0);
    expect(percentOff(0, 0)).toBe(0);
    expect(percentOff(0, 1899)).toBe(0);
  });

  it('shows 100% only for a free item, never for one that still costs something', () => {
    expect(percentOff(8900, 0)).toBe(100);
    expect(percentOff(10_000, 1)).toBe(99);
    expect(percentOff(1_000_000, 1)).toBe(99);
  });

  it('rejects negative or fractional amounts', () => {
    expect(() => percentOff(8900, -1)).toThrow(RangeError);
    expect(() => percentOff(-8900, 1899)).toThrow(RangeError);
    expect(() => percentOff(89.5, 18)).toThrow(RangeError);
    expect(() => percentOff(8900, 18.99)).toThrow(RangeError);
  });
});
