/**
 * The server's Retry-After, read once for the whole app: the questionnaire outbox waits for it, and
 * every form refused with 429 says how long in words ("Try again in 49 minutes"), never "a little".
 */

/** Retry-After (seconds or an HTTP date) in ms from `now`, or undefined when absent or unreadable. */
export function parseRetryAfter(value: string | null | undefined, now: number): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  const ms = /^\d+$/.test(trimmed) ? Number(trimmed) * 1000 : Date.parse(trimmed) - now;
  return Number.isFinite(ms) ? Math.max(0, ms) : undefined;
}

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/**
 * A wait in words, rounded up so that trying at the time said succeeds: seconds under a minute, minutes
 * under two hours ("90 minutes" reads better than "1.5 hours"), then hours.
 */
export function waitInWords(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return plural(seconds, 'second');
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 120) return plural(minutes, 'minute');
  return plural(Math.ceil(minutes / 60), 'hour');
}

/** "Try again in 49 minutes." from a Retry-After, or undefined when the server gave none we can read. */
export function tryAgainIn(retryAfter: string | null | undefined, now: number = Date.now()): string | undefined {
  const ms = parseRetryAfter(retryAfter, now);
  return ms === undefined ? undefined : `Try again in ${waitInWords(ms)}.`;
}
