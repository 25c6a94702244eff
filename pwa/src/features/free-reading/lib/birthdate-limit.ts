import { MINIMUM_AGE } from '@shared/domain/brand';
import { formatCalendarDate, latestBirthdateForAge, type CalendarDate } from '@shared/domain/calendar-date';

const longDate = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

function formatLong({ year, month, day }: CalendarDate): string {
  // UTC on both sides: the calendar day is printed as is, whatever the visitor's time zone.
  const date = new Date(Date.UTC(2000, month - 1, day));
  date.setUTCFullYear(year);
  return longDate.format(date);
}

/**
 * The date picker's maximum (the day 18 years ago, by the visitor's calendar) and its hint. Without a
 * date (a prerendered page before it hydrates) the rule alone, and no maximum.
 */
export function birthdateLimit(today: CalendarDate | undefined): { max?: string; hint: string } {
  if (!today) return { hint: `You must be ${MINIMUM_AGE} or older.` };
  const latest = latestBirthdateForAge(MINIMUM_AGE, today);
  return {
    max: formatCalendarDate(latest),
    hint: `You must be ${MINIMUM_AGE} or older: the latest date allowed is ${formatLong(latest)}.`,
  };
}

/** The earliest birth year the schema accepts. */
export const EARLIEST_BIRTHDATE = '1900-01-01';
