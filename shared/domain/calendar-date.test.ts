import { describe, expect, it } from 'vitest';
import {
  ageOn,
  daysInMonth,
  formatCalendarDate,
  isAtLeastAge,
  isLeapYear,
  latestBirthdateForAge,
  parseCalendarDate,
  todayCalendarDate,
  type CalendarDate,
} from './calendar-date';
import { MINIMUM_AGE } from './brand';

const d = (iso: string): CalendarDate => {
  const parsed = parseCalendarDate(iso);
  if (!parsed) throw new Error(`bad test date ${iso}`);
  return parsed;
};

describe('parseCalendarDate', () => {
  it('reads a real YYYY-MM-DD day', () => {
    expect(parseCalendarDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseCalendarDate('1999-12-31')).toEqual({ year: 1999, month: 12, day: 31 });
    expect(parseCalendarDate('0001-01-01')).toEqual({ year: 1, month: 1, day: 1 });
  });

  it.each([
    '',
    '2023-02-29',
    '1900-02-29',
    '2024-13-01',
    '2024-00-10',
    '2024-04-31',
    '2024-01-00',
    '2024-01-32',
    '2024-1-01',
    '2024-01-1',
    '24-01-01',
    '0000-01-01',
    ' 2024-01-01',
    '2024-01-01 ',
    '2024-01-01\n',
    '2024/01/01',
    '2024-01-01T00:00:00Z',
    '+02024-01-01',
    '２０２４-01-01',
  ])('rejects %j', (value) => {
    expect(parseCalendarDate(value)).toBeUndefined();
  });
});

describe('formatCalendarDate', () => {
  it('pads to YYYY-MM-DD and round-trips with the parser', () => {
    expect(formatCalendarDate({ year: 2008, month: 3, day: 1 })).toBe('2008-03-01');
    expect(formatCalendarDate({ year: 800, month: 11, day: 9 })).toBe('0800-11-09');
    for (const iso of ['2024-02-29', '1970-01-01', '2000-12-31']) expect(formatCalendarDate(d(iso))).toBe(iso);
  });
});

describe('leap years and month lengths', () => {
  it('follows the Gregorian rule', () => {
    expect([1900, 2000, 2023, 2024, 2100, 2400].map(isLeapYear)).toEqual([false, true, false, true, false, true]);
  });

  it('counts days in a month, including February and early years', () => {
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2023, 2)).toBe(28);
    expect(daysInMonth(1900, 2)).toBe(28);
    expect(daysInMonth(2000, 2)).toBe(29);
    expect(daysInMonth(100, 2)).toBe(28);
    expect(daysInMonth(4, 2)).toBe(29);
    expect(daysInMonth(2024, 4)).toBe(30);
    expect(daysInMonth(2024, 12)).toBe(31);
    expect(() => daysInMonth(2024, 13)).toThrow(RangeError);
    expect(() => daysInMonth(2024, 0)).toThrow(RangeError);
  });
});

describe('ageOn', () => {
  const birth = d('2008-11-22');

  it('turns 18 on the birthday itself, not a day earlier', () => {
    expect(ageOn(birth, d('2026-11-21'))).toBe(17);
    expect(ageOn(birth, d('2026-11-22'))).toBe(18);
    expect(ageOn(birth, d('2026-11-23'))).toBe(18);
    expect(isAtLeastAge(birth, MINIMUM_AGE, d('2026-11-21'))).toBe(false);
    expect(isAtLeastAge(birth, MINIMUM_AGE, d('2026-11-22'))).toBe(true);
  });

  it('reaches a 29 February birthday on 1 March in common years', () => {
    const leapling = d('2008-02-29');
    expect(ageOn(leapling, d('2026-02-28'))).toBe(17);
    expect(ageOn(leapling, d('2026-03-01'))).toBe(18);
    expect(isAtLeastAge(leapling, 18, d('2026-02-28'))).toBe(false);
    expect(isAtLeastAge(leapling, 18, d('2026-03-01'))).toBe(true);
    // In leap years the birthday exists.
    expect(ageOn(leapling, d('2028-02-28'))).toBe(19);
    expect(ageOn(leapling, d('2028-02-29'))).toBe(20);
  });

  it('is 0 on the day of birth and negative before it', () => {
    expect(ageOn(birth, birth)).toBe(0);
    expect(ageOn(birth, d('2008-11-21'))).toBe(-1);
  });

  it('counts across month and year ends', () => {
    expect(ageOn(d('1990-12-31'), d('2025-12-30'))).toBe(34);
    expect(ageOn(d('1990-12-31'), d('2025-12-31'))).toBe(35);
    expect(ageOn(d('1990-01-01'), d('2025-12-31'))).toBe(35);
  });
});

describe('latestBirthdateForAge', () => {
  it('goes back the given number of years', () => {
    expect(latestBirthdateForAge(18, d('2026-11-22'))).toEqual(d('2008-11-22'));
    expect(latestBirthdateForAge(18, d('2026-01-01'))).toEqual(d('2008-01-01'));
  });

  it('uses 28 February when today is 29 February and the birth year is common', () => {
    expect(latestBirthdateForAge(18, d('2028-02-29'))).toEqual(d('2010-02-28'));
    expect(latestBirthdateForAge(4, d('2028-02-29'))).toEqual(d('2024-02-29'));
  });

  it('is exactly the last old-enough day, every day for four years', () => {
    const start = Date.UTC(2026, 0, 1);
    for (let i = 0; i < 4 * 366; i++) {
      const date = new Date(start + i * 86_400_000);
      const on = { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
      const latest = latestBirthdateForAge(MINIMUM_AGE, on);
      const next = new Date(Date.UTC(latest.year, latest.month - 1, latest.day + 1));
      const dayAfter = { year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate() };
      expect(isAtLeastAge(latest, MINIMUM_AGE, on), formatCalendarDate(on)).toBe(true);
      expect(isAtLeastAge(dayAfter, MINIMUM_AGE, on), formatCalendarDate(on)).toBe(false);
    }
  });
});

describe('todayCalendarDate', () => {
  it('reads the UTC day on request', () => {
    expect(todayCalendarDate(new Date('2026-03-01T00:30:00Z'), 'utc')).toEqual(d('2026-03-01'));
    expect(todayCalendarDate(new Date('2026-02-28T23:59:59Z'), 'utc')).toEqual(d('2026-02-28'));
  });

  it('reads the local day by default', () => {
    const now = new Date(2026, 6, 4, 12, 0, 0);
    expect(todayCalendarDate(now)).toEqual({ year: 2026, month: 7, day: 4 });
  });
});
