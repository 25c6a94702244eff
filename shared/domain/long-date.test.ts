import { afterEach, describe, expect, it, vi } from 'vitest';
import { longDate } from './long-date';

describe('longDate', () => {
  it.each([
    ['2026-11-26', 'Thursday, November 26, 2026'],
    ['2024-02-29', 'Thursday, February 29, 2024'],
    ['2026-12-31', 'Thursday, December 31, 2026'],
    ['2027-01-01', 'Friday, January 1, 2027'],
    ['2026-03-08', 'Sunday, March 8, 2026'],
    ['2000-01-01', 'Saturday, January 1, 2000'],
    ['1970-01-01', 'Thursday, January 1, 1970'],
    ['2100-03-01', 'Monday, March 1, 2100'],
  ] as const)('%s is %s', (day, expected) => {
    expect(longDate(day)).toBe(expected);
  });

  it('takes a CalendarDate too', () => {
    expect(longDate({ year: 2026, month: 11, day: 26 })).toBe('Thursday, November 26, 2026');
  });

  it('matches Intl en-US in UTC on every day of 2020-2030', () => {
    const intl = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' });
    for (let time = Date.UTC(2020, 0, 1); time < Date.UTC(2031, 0, 1); time += 86_400_000) {
      const day = new Date(time).toISOString().slice(0, 10);
      const expected = intl.format(new Date(time));
      if (longDate(day) !== expected) expect(longDate(day)).toBe(expected);
    }
  });

  describe('in a machine time zone far from UTC', () => {
    afterEach(() => {
      vi.unstubAllEnvs();
    });

    it.each(['Pacific/Kiritimati', 'Pacific/Pago_Pago', 'America/New_York'])('still reads the day itself in %s', (zone) => {
      vi.stubEnv('TZ', zone);
      // Node follows a changed TZ at once: the stub really moves the machine's clock away from UTC.
      expect(new Date('2026-11-26T12:00:00Z').getTimezoneOffset()).not.toBe(0);
      expect(longDate('2026-11-26')).toBe('Thursday, November 26, 2026');
      expect(longDate('2027-01-01')).toBe('Friday, January 1, 2027');
    });
  });

  it.each(['', '2023-02-29', '2026-13-01', '2026-11-31', '26-11-26', '2026-11-26T00:00:00Z', 'Thursday'])('refuses %j', (text) => {
    expect(() => longDate(text)).toThrow(RangeError);
  });

  it('refuses an impossible CalendarDate', () => {
    expect(() => longDate({ year: 2023, month: 2, day: 29 })).toThrow(RangeError);
    expect(() => longDate({ year: 2026, month: 1.5, day: 1 })).toThrow(RangeError);
  });
});
