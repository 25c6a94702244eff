/**
 * The one-time offer's countdown as words and digits. The offer ends 24 hours after the payment by the
 * server's clock (`GET /api/upsells/:code` answers `expiresAt`); these pure functions turn what is left
 * into hh:mm:ss and a screen reader's sentence.
 */

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
