/** Typing helpers of the test-mode card form: they shape what is typed, the server checks the card. */
export const digitsOnly = (value: string): string => value.replace(/\D/g, '');

/** `4242424242424242` -> `4242 4242 4242 4242` (at most 19 digits, like real cards). */
export function formatCardNumber(value: string): string {
  return digitsOnly(value).slice(0, 19).replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** `2034` -> `34`: a four-digit year this century loses its century; anything else keeps two digits. */
function twoDigitYear(year: string): string {
  return /^20\d{2}$/.test(year) ? year.slice(2) : year.slice(0, 2);
}

/** Digits alone: `1228` -> `12/28`, `122034` -> `12/34`; a first digit 2-9 is a one-digit month (`5` -> `05`). */
function expiryFromDigits(digits: string): string {
  if (digits.length >= 6 && /^20\d{2}$/.test(digits.slice(2, 6))) return `${digits.slice(0, 2)}/${digits.slice(4, 6)}`;
  const padded = (/^[2-9]/.test(digits) ? `0${digits}` : digits).slice(0, 4);
  return padded.length > 2 ? `${padded.slice(0, 2)}/${padded.slice(2)}` : padded;
}

/**
 * What is typed or pasted into the expiry field, as MM/YY, the way Stripe's own field takes it: spaces
 * and any separator (`12 / 34`, `12-34`), four-digit years (`12/2034`), one-digit months before a
 * separator (`1/34` -> `01/34`), or digits alone (`1234`). Typing stays natural: `5` -> `05`, `1/` -> `01/`.
 */
export function formatExpiry(value: string): string {
  const parts = /^\D*(\d+)(\D+)?(\d*)/.exec(value);
  if (!parts) return '';
  const [, month = '', separator, year = ''] = parts;
  // A separator after at most two digits ends the month; otherwise the digits speak for themselves.
  if (separator === undefined || month.length > 2) return expiryFromDigits(digitsOnly(value));
  return `${month.padStart(2, '0')}/${twoDigitYear(year)}`;
}

/** A complete MM/YY with a real month (whether it is in the future is the provider's answer). */
export function isCompleteExpiry(value: string): boolean {
  const match = /^(\d{2})\/(\d{2})$/.exec(value.trim());
  return Boolean(match && Number(match[1]) >= 1 && Number(match[1]) <= 12);
}
