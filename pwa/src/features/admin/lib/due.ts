const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** "40 min", "5 h", "3 d": short enough for a dense column, rounded down so "due in 1 h" is never late. */
function span(ms: number): string {
  if (ms < HOUR) return `${Math.max(1, Math.floor(ms / MINUTE))} min`;
  if (ms < 2 * DAY) return `${Math.floor(ms / HOUR)} h`;
  return `${Math.floor(ms / DAY)} d`;
}

export interface DueLabel {
  text: string;
  overdue: boolean;
}

/**
 * The delivery promise of a pending reading relative to now ("due in 5 h" / "3 h overdue"). The server's
 * `overdue` flag is from the moment of the fetch; a page left open crosses the line on its own clock.
 */
export function dueLabel(dueAt: string, now: number, serverOverdue = false): DueLabel {
  const left = Date.parse(dueAt) - now;
  if (left > 0 && !serverOverdue) return { text: `due in ${span(left)}`, overdue: false };
  return { text: `${span(Math.max(0, -left))} overdue`, overdue: true };
}

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const dateOnly = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** "May 19, 2025, 3:04 PM" in the viewer's time zone. */
export function formatDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}

/** "May 19, 2025"; the users table's missing dates read N/A. */
export function formatDateOrNA(iso: string | null | undefined): string {
  return iso ? dateOnly.format(new Date(iso)) : 'N/A';
}
