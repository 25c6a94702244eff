/** Typing helpers of the test-mode card form: they shape what is typed, the server checks the card. */
export const digitsOnly = (value: string): string => value.replace(/\D/g, '');

/** `4242424242424242` -> `4242 4242 4242 4242` (at most 19 digits, like real cards). */
export function formatCardNumber(value: string): string {
  return digitsOnly(value).slice(0, 19).replace(/(\d{4})(?=\d)/g, '$1 ');
}

/**
 * `1228` -> `12/28`. A first digit that cannot start a month (2-9) means a one-digit month: `5` -> `05`,
 * so phones need no zero key press.
 */
export function formatExpiry(value: string): string {
  let digits = digitsOnly(value).slice(0, 4);
  if (/^[2-9]/.test(digits)) digits = `0${digits}`.slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** A complete MM/YY with a real month (whether it is in the future is the provider's answer). */
export function isCompleteExpiry(value: string): boolean {
  const match = /^(\d{2})\/(\d{2})$/.exec(value.trim());
  return Boolean(match && Number(match[1]) >= 1 && Number(match[1]) <= 12);
}
