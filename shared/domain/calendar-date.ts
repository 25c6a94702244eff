/**
 * Calendar dates (birthdates) travel as `YYYY-MM-DD` strings and are compared as plain calendar days:
 * no time zone can move a birthday to the day before.
 */
export interface CalendarDate {
  year: number;
  month: number; // 1-12
  day: number; // 1-31
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

/** Days in a month (1-12). Pure arithmetic: `Date.UTC` would read the years 0-99 as 1900-1999. */
export function daysInMonth(year: number, month: number): number {
  if (month === 2 && isLeapYear(year)) return 29;
  const days = DAYS_IN_MONTH[month - 1];
  if (days === undefined) throw new RangeError(`Month must be 1-12, got ${month}`);
  return days;
}

/** Parses `YYYY-MM-DD` into a real calendar day; `2023-02-29` and `2024-13-01` give undefined. */
export function parseCalendarDate(value: string): CalendarDate | undefined {
  const match = ISO_DATE.exec(value);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined;
  return { year, month, day };
}

export function formatCalendarDate({ year, month, day }: CalendarDate): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Today's calendar day where the code runs (the visitor's day in the browser, UTC on the server). */
export function todayCalendarDate(now: Date = new Date(), zone: 'local' | 'utc' = 'local'): CalendarDate {
  return zone === 'utc'
    ? { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1, day: now.getUTCDate() }
    : { year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() };
}

function compare(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/**
 * Completed years between a birthdate and a day. A 29 February birthday is reached on 1 March in
 * common years: the later of the two readings, the safe side for an age limit.
 */
export function ageOn(birth: CalendarDate, on: CalendarDate): number {
  const years = on.year - birth.year;
  const birthdayThisYear =
    birth.month === 2 && birth.day === 29 && !isLeapYear(on.year)
      ? { year: on.year, month: 3, day: 1 }
      : { year: on.year, month: birth.month, day: birth.day };
  return compare(on, birthdayThisYear) >= 0 ? years : years - 1;
}

export function isAtLeastAge(birth: CalendarDate, minimumAge: number, on: CalendarDate): boolean {
  return ageOn(birth, on) >= minimumAge;
}

/** The latest birthdate that is old enough today: the date picker's maximum. */
export function latestBirthdateForAge(minimumAge: number, on: CalendarDate): CalendarDate {
  const year = on.year - minimumAge;
  // Someone born on 29 Feb is only old enough on 1 Mar of a common year, so the latest allowed day
  // is 28 Feb there; every other day maps to itself.
  const day = Math.min(on.day, daysInMonth(year, on.month));
  return { year, month: on.month, day };
}
