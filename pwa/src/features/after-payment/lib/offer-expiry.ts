/**
 * The one-time offer's 24-hour window (spec: "24 hours from the first visit, stored in a cookie named
 * offerExpiryTime"). The cookie holds the expiry as epoch milliseconds. Pure functions on strings and
 * numbers, so the countdown math is tested without a browser; `readOrStartOffer` is the DOM edge.
 */
export const OFFER_COOKIE = 'offerExpiryTime';
export const OFFER_DURATION_MS = 24 * 60 * 60 * 1000;
/**
 * The cookie outlives the offer by a week: a reload still shows "expired" instead of a fresh 24 hours,
 * while a customer back months later for another reading gets a new window.
 */
const COOKIE_GRACE_MS = 7 * 24 * 60 * 60 * 1000;
/** Clock drift between tabs or a DST-agnostic clock change: a little over 24 h is still believable. */
const FUTURE_SLACK_MS = 60 * 1000;

/**
 * The expiry stored in a `document.cookie` string, or undefined when absent or not believable: not an
 * integer, or further ahead than one window (a hand-edited cookie cannot stretch the offer).
 */
export function parseOfferExpiry(cookieHeader: string, now: number): number | undefined {
  for (const part of cookieHeader.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== OFFER_COOKIE) continue;
    // Not URI-decoded: we only ever write digits, and a stray "%" must not throw (decodeURIComponent would).
    const raw = rest.join('=').trim();
    if (!/^\d{1,15}$/.test(raw)) return undefined;
    const expiry = Number(raw);
    return expiry > now + OFFER_DURATION_MS + FUTURE_SLACK_MS ? undefined : expiry;
  }
  return undefined;
}

/** The Set-Cookie text for `document.cookie`: SameSite=Lax and path=/ (spec), Secure over HTTPS. */
export function offerCookie(expiry: number, secure: boolean): string {
  const expires = new Date(expiry + COOKIE_GRACE_MS).toUTCString();
  return `${OFFER_COOKIE}=${expiry}; expires=${expires}; path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** Milliseconds left, never negative. */
export function remainingMs(expiry: number, now: number): number {
  return Math.max(0, expiry - now);
}

function wholeSecondsLeft(ms: number): number {
  // Rounded up: the display reaches 00:00:00 exactly when the offer ends, not a second before it.
  return Math.ceil(Math.max(0, ms) / 1000);
}

/** hh:mm:ss, hours not wrapped (a full window shows 24:00:00). */
export function formatCountdown(ms: number): string {
  const total = wholeSecondsLeft(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
}

/**
 * The words a screen reader gets for the timer. Minutes only: the label is not announced live, and
 * seconds would make it stale the moment it is read.
 */
export function describeCountdown(ms: number): string {
  const total = wholeSecondsLeft(ms);
  if (total === 0) return 'This offer has expired';
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  if (hours === 0 && minutes === 0) return 'Offer ends in less than a minute';
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  const parts = [hours > 0 ? plural(hours, 'hour') : '', minutes > 0 ? plural(minutes, 'minute') : ''].filter(Boolean);
  return `Offer ends in ${parts.join(' and ')}`;
}

/**
 * The offer's expiry for this visitor: the cookie's, or a new window starting now (written back).
 * Safe to call twice (React's strict mode does): the second call reads what the first one wrote.
 */
export function readOrStartOffer(doc: Pick<Document, 'cookie'> = document, now = Date.now()): number {
  const stored = parseOfferExpiry(doc.cookie, now);
  if (stored !== undefined) return stored;
  const expiry = now + OFFER_DURATION_MS;
  doc.cookie = offerCookie(expiry, typeof location !== 'undefined' && location.protocol === 'https:');
  return expiry;
}
