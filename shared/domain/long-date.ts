import { formatCalendarDate, parseCalendarDate, type CalendarDate } from './calendar-date';
import { weekdayOf } from './day-number';

/** English month names, January first (the zodiac date ranges use them too). */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** English weekday names, Sunday first, as weekdayOf counts. */
export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/**
 * A calendar day in long US English, "Thursday, November 26, 2026". Worked out from the day itself,
 * not through Date or Intl in the machine's time zone, where midnight of a day can fall on the day
 * before: a subscriber's day reads the same on the server, in any browser and in any e-mail.
 * Throws a RangeError for text that is not a real `YYYY-MM-DD` day.
 */
export function longDate(date: string | CalendarDate): string {
  // An object goes through the text form too, so 2023-02-29 is refused whichever way it comes.
  const text = typeof date === 'string' ? date : formatCalendarDate(date);
  const day = parseCalendarDate(text);
  if (!day) throw new RangeError(`Not a calendar day: ${text}`);
  return `${WEEKDAY_NAMES[weekdayOf(day)]}, ${MONTH_NAMES[day.month - 1]} ${day.day}, ${day.year}`;
}
