import { parseCalendarDate } from '@shared/domain/calendar-date';

// UTC on both sides: the calendar day is formatted as it is, whatever the visitor's time zone.
const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** `1990-03-05` -> `March 5, 1990` (never through `new Date(string)`, which would shift the day). */
export function formatLongDate(isoDate: string): string | undefined {
  const date = parseCalendarDate(isoDate);
  return date ? longDate.format(new Date(Date.UTC(date.year, date.month - 1, date.day))) : undefined;
}
