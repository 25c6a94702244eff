import { describe, expect, it } from 'vitest';
import { centsToDollars, dollarsToCents, PRICE_MESSAGES } from './money-input';

describe('dollarsToCents', () => {
  it('converts exactly, without float rounding', () => {
    expect(dollarsToCents('18.99')).toEqual({ ok: true, cents: 1899 });
    expect(dollarsToCents('0.29')).toEqual({ ok: true, cents: 29 });
    expect(dollarsToCents('1.00')).toEqual({ ok: true, cents: 100 });
    expect(dollarsToCents('$ 6')).toEqual({ ok: true, cents: 600 });
    expect(dollarsToCents('19.9')).toEqual({ ok: true, cents: 1990 });
    expect(dollarsToCents('7.')).toEqual({ ok: true, cents: 700 });
    expect(dollarsToCents('.5')).toEqual({ ok: true, cents: 50 });
    expect(dollarsToCents(' 0 ')).toEqual({ ok: true, cents: 0 });
  });

  it('refuses more than two decimals and anything that is not a price', () => {
    expect(dollarsToCents('18.999')).toEqual({ ok: false, message: PRICE_MESSAGES.decimals });
    expect(dollarsToCents('')).toEqual({ ok: false, message: PRICE_MESSAGES.required });
    for (const bad of ['-1', '1,299.00', '18.99.1', 'abc', '1e3', '.']) expect(dollarsToCents(bad).ok).toBe(false);
  });

  it('round-trips with centsToDollars', () => {
    for (const cents of [0, 5, 99, 600, 1899, 1999, 10_000_000]) {
      expect(dollarsToCents(centsToDollars(cents))).toEqual({ ok: true, cents });
    }
  });
});
