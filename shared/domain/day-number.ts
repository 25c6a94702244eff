import type { CalendarDate } from './calendar-date';

/**
 * Calendar days as running numbers: day 0 is 1970-01-01, day 1 the day after, day -1 the day before.
 * Pure integer arithmetic on the proleptic Gregorian calendar, so no time zone, daylight saving change
 * or Date quirk (Date.UTC reads the years 0-99 as 1900-1999) can move a day. Counting from March makes
 * the leap day the last day of a counted year, which keeps the month lengths a simple formula.
 */

const DAYS_PER_400_YEARS = 146_097;
/** Days from 0000-03-01 to 1970-01-01. */
const EPOCH_SHIFT = 719_468;

export function dayNumber({ year, month, day }: CalendarDate): number {
  const marchYear = month <= 2 ? year - 1 : year;
  const era = Math.floor(marchYear / 400);
  const yearOfEra = marchYear - era * 400;
  const monthFromMarch = (month + 9) % 12;
  const dayOfYear = Math.floor((153 * monthFromMarch + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * DAYS_PER_400_YEARS + dayOfEra - EPOCH_SHIFT;
}

export function calendarDateOfDayNumber(value: number): CalendarDate {
  if (!Number.isSafeInteger(value)) throw new RangeError(`Not a day number: ${value}`);
  const shifted = value + EPOCH_SHIFT;
  const era = Math.floor(shifted / DAYS_PER_400_YEARS);
  const dayOfEra = shifted - era * DAYS_PER_400_YEARS;
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36_524) - Math.floor(dayOfEra / 146_096)) / 365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const monthFromMarch = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * monthFromMarch + 2) / 5) + 1;
  const month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9;
  return { year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

export function addDays(date: CalendarDate, days: number): CalendarDate {
  return calendarDateOfDayNumber(dayNumber(date) + days);
}

/** Sunday = 0 ... Saturday = 6, as Date.getUTCDay counts; day 0 (1970-01-01) was a Thursday. */
export function weekdayOf(date: CalendarDate): number {
  return (((dayNumber(date) + 4) % 7) + 7) % 7;
}
