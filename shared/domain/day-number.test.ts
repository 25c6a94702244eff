import { describe, expect, it } from 'vitest';
import { formatCalendarDate, parseCalendarDate, type CalendarDate } from './calendar-date';
import { addDays, calendarDateOfDayNumber, dayNumber, weekdayOf } from './day-number';

const DAY_MS = 86_400_000;
const d = (iso: string): CalendarDate => parseCalendarDate(iso)!;
const iso = (date: CalendarDate) => formatCalendarDate(date);

/** The same day through Date (setUTCFullYear, which reads small years as they are): an independent reference. */
function viaDate(value: number): { date: CalendarDate; weekday: number } {
  const date = new Date(value * DAY_MS);
  return {
    date: { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() },
    weekday: date.getUTCDay(),
  };
}

describe('dayNumber', () => {
  it.each([
    ['1970-01-01', 0],
    ['1970-01-02', 1],
    ['1969-12-31', -1],
    ['2000-03-01', 11_017],
    ['2024-02-29', 19_782],
    ['2026-11-26', 20_783],
    ['0001-01-01', -719_162],
  ] as const)('%s is day %i', (text, value) => {
    expect(dayNumber(d(text))).toBe(value);
    expect(iso(calendarDateOfDayNumber(value))).toBe(text);
  });

  it('agrees with Date on every day from 0001 to 2400, both ways, weekday included', () => {
    const first = dayNumber(d('0001-01-01'));
    const last = dayNumber(d('2400-12-31'));
    for (let value = first; value <= last; value++) {
      const expected = viaDate(value);
      const date = calendarDateOfDayNumber(value);
      if (date.year !== expected.date.year || date.month !== expected.date.month || date.day !== expected.date.day) {
        expect({ value, ...date }).toEqual({ value, ...expected.date });
      }
      if (dayNumber(date) !== value) expect(dayNumber(date)).toBe(value);
      if (weekdayOf(date) !== expected.weekday) expect({ value, weekday: weekdayOf(date) }).toEqual({ value, weekday: expected.weekday });
    }
  });

  it('rejects a day number that is not a safe integer', () => {
    expect(() => calendarDateOfDayNumber(1.5)).toThrow(RangeError);
    expect(() => calendarDateOfDayNumber(Number.NaN)).toThrow(RangeError);
  });
});

describe('addDays', () => {
  // Runs of consecutive days across month, leap-day and year ends (2100 is not a leap year, 2000 is).
  it.each([
    ['2023-02-27', '2023-02-28', '2023-03-01'],
    ['2024-02-28', '2024-02-29', '2024-03-01', '2024-03-02'],
    ['2100-02-28', '2100-03-01'],
    ['2000-02-28', '2000-02-29', '2000-03-01'],
    ['2026-12-30', '2026-12-31', '2027-01-01'],
  ])('steps through %s and on, forwards and back', (...run) => {
    for (let i = 1; i < run.length; i++) {
      expect(iso(addDays(d(run[i - 1]!), 1))).toBe(run[i]);
      expect(iso(addDays(d(run[i]!), -1))).toBe(run[i - 1]);
    }
  });

  it('adds whole years of days and nothing', () => {
    expect(iso(addDays(d('2026-11-26'), 365))).toBe('2027-11-26');
    expect(iso(addDays(d('2027-11-26'), 366))).toBe('2028-11-26');
    expect(iso(addDays(d('2026-11-26'), 0))).toBe('2026-11-26');
  });
});

describe('weekdayOf', () => {
  it.each([
    ['1970-01-01', 4],
    ['2026-11-26', 4],
    ['2024-02-29', 4],
    ['2026-03-08', 0],
    ['2027-01-02', 6],
  ] as const)('%s is weekday %i', (text, weekday) => {
    expect(weekdayOf(d(text))).toBe(weekday);
  });
});
