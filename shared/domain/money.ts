/** Money is integer cents everywhere; only this helper turns it into text. */
export type Currency = 'USD';

export interface Money {
  cents: number;
  currency: Currency;
}

export function assertCents(cents: number): number {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Amounts are whole cents, got ${cents}`);
  return cents;
}

const formatters = new Map<string, Intl.NumberFormat>();

export function formatMoney(cents: number, currency: Currency = 'USD'): string {
  assertCents(cents);
  let formatter = formatters.get(currency);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-US', { style: 'currency', currency, minimumFractionDigits: 2 });
    formatters.set(currency, formatter);
  }
  // `|| 0` turns -0 (e.g. from Math.round(-0.4)) into 0, which Intl would otherwise print as "-$0.00".
  return formatter.format(cents / 100 || 0);
}

/**
 * Whole-percent discount from a regular price, rounded to the nearest percent ($89.00 -> $18.99 is 79%).
 * Only a free item shows 100%: a tiny price would otherwise round up to "100% off" while still charging.
 */
export function percentOff(regularCents: number, priceCents: number): number {
  assertCents(regularCents);
  assertCents(priceCents);
  if (regularCents < 0 || priceCents < 0) throw new RangeError('Prices cannot be negative');
  if (regularCents === 0 || priceCents >= regularCents) return 0;
  if (priceCents === 0) return 100;
  return Math.min(99, Math.round(((regularCents - priceCents) * 100) / regularCents));
}
