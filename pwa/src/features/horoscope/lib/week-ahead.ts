import { formatCalendarDate, parseCalendarDate } from '@shared/domain/calendar-date';
import { addDays, weekdayOf } from '@shared/domain/day-number';
import { longDate, WEEKDAY_NAMES } from '@shared/domain/long-date';

export interface WeekDay {
  /** The calendar day, `YYYY-MM-DD`. */
  date: string;
  /** "Today", or the weekday's short name ("Fri"), for the day's tab. */
  label: string;
  /** The day of the month, shown under the label. */
  dayOfMonth: number;
  /** "Friday, November 27, 2026", for the day's heading and for screen readers. */
  longDate: string;
}

/** How many days the page offers: today and the six after it, one week. */
export const WEEK_LENGTH = 7;

/**
 * Today and the days after it, counted on the calendar itself (shared/domain/day-number.ts), so the
 * list runs across a month's, a year's and a leap day's end as the calendar does, whatever the
 * machine's time zone. Throws a RangeError when `today` is not a real `YYYY-MM-DD` day.
 */
export function weekAhead(today: string, length: number = WEEK_LENGTH): WeekDay[] {
  const start = parseCalendarDate(today);
  if (!start) throw new RangeError(`Not a calendar day: ${today}`);
  return Array.from({ length }, (_, offset) => {
    const day = addDays(start, offset);
    return {
      date: formatCalendarDate(day),
      label: offset === 0 ? 'Today' : WEEKDAY_NAMES[weekdayOf(day)]!.slice(0, 3),
      dayOfMonth: day.day,
      longDate: longDate(day),
    };
  });
}
