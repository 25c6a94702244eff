import { parseCalendarDate } from '@shared/domain/calendar-date';

// UTC on both sides: the calendar day is formatted as it is, whatever the visitor's time zone.
const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** `1990-03-05` -> `March 5, 1990` (never through `new Date(string)`, which would shift the day). */
export function formatLongDate(isoDate: string): string | undefined {
  const date = parseCalendarDate(isoDate);
  return date ? longDate.format(new Date(Date.UTC(date.year, date.month - 1, date.day))) : undefined;
}

// A moment (a payment, a refund) is shown on the visitor's own clock and calendar, unlike a birth date.
const momentDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });

/** `2026-11-23T10:00:00.000Z` -> `November 23, 2026` in the visitor's time zone. */
export function formatMomentDate(iso: string): string {
  return momentDate.format(new Date(iso));
}
