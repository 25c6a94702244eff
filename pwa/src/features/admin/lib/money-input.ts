export type CentsResult = { ok: true; cents: number } | { ok: false; message: string };

export const PRICE_MESSAGES = {
  required: 'Enter a price in dollars, e.g. 18.99',
  format: 'Enter a price in dollars, e.g. 18.99',
  decimals: 'Prices have at most 2 decimals (whole cents)',
} as const;

/**
 * Dollars typed by staff -> integer cents, from the digits themselves: "18.99" is 1899 exactly, which
 * `Math.round(18.99 * 100)` only gets right by luck of the float. "$", spaces and a trailing "." pass.
 */
export function dollarsToCents(input: string): CentsResult {
  const text = input.trim().replace(/^\$\s*/, '');
  if (text === '') return { ok: false, message: PRICE_MESSAGES.required };
  const match = /^(\d{1,9})(?:\.(\d*))?$/.exec(text) ?? /^()\.(\d+)$/.exec(text);
  if (!match) return { ok: false, message: PRICE_MESSAGES.format };
  const [, whole = '', fraction = ''] = match;
  if (fraction.length > 2) return { ok: false, message: PRICE_MESSAGES.decimals };
  return { ok: true, cents: Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0')) };
}

/** Cents -> the text the price field starts with ("18.99", "6.00"). */
export function centsToDollars(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
