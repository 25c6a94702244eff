import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseCalendarDate } from './calendar-date';
import { FALLBACK_TIME_ZONE, instantOfLocalHour, isValidTimeZone, localDate, resolveTimeZone, wallClock } from './zoned-clock';

const at = (iso: string) => new Date(iso);
const day = (iso: string) => parseCalendarDate(iso)!;
const instant = (zone: string, date: string, hour: number) => instantOfLocalHour(zone, day(date), hour)?.toISOString();

describe('isValidTimeZone', () => {
  it.each(['UTC', 'America/New_York', 'Europe/London', 'Australia/Lord_Howe', 'Asia/Kolkata', 'Pacific/Kiritimati', 'Pacific/Pago_Pago', 'europe/paris'])(
    'knows %s',
    (zone) => {
      expect(isValidTimeZone(zone)).toBe(true);
      expect(resolveTimeZone(zone)).toBe(zone);
    },
  );

  it.each(['', ' ', 'Mars/Olympus_Mons', 'America/New York', 'UTC+99', 'Europe/', '../etc/passwd', null, undefined, 42, {}])(
    'refuses %j, which falls back to UTC',
    (zone) => {
      expect(isValidTimeZone(zone)).toBe(false);
      expect(resolveTimeZone(zone)).toBe(FALLBACK_TIME_ZONE);
    },
  );

  it('keeps answering after many distinct spellings (the formatter cache is capped)', () => {
    // 520 case spellings of one zone (more than the 500 kept): bit j of i upper-cases letter j.
    const spellings = Array.from({ length: 520 }, (_, i) => [...'america/new_york'].map((c, j) => ((i >> j) & 1 ? c.toUpperCase() : c)).join(''));
    for (const zone of spellings) expect(isValidTimeZone(zone)).toBe(true);
    expect(localDate('America/New_York', at('2026-11-26T04:59:59Z'))).toBe('2026-11-25');
  });
});

describe('wallClock and localDate', () => {
  it.each([
    ['Pacific/Kiritimati', '2026-12-31T10:00:00Z', '2027-01-01'],
    ['Pacific/Pago_Pago', '2027-01-01T10:00:00Z', '2026-12-31'],
    ['Asia/Kolkata', '2024-02-28T18:30:00Z', '2024-02-29'],
    ['Asia/Kolkata', '2024-02-28T18:29:59.999Z', '2024-02-28'],
    ['America/New_York', '2026-11-26T04:59:59.999Z', '2026-11-25'],
    ['America/New_York', '2026-11-26T05:00:00Z', '2026-11-26'],
    ['Australia/Lord_Howe', '2024-02-28T13:00:00Z', '2024-02-29'],
    ['UTC', '2024-02-29T23:59:59.999Z', '2024-02-29'],
    ['Not/A_Zone', '2024-02-29T23:59:59.999Z', '2024-02-29'],
  ])('%s at %s is on %s', (zone, when, expected) => {
    expect(localDate(zone, at(when))).toBe(expected);
  });

  it('reads hours 0-23, never 24 at midnight', () => {
    expect(wallClock('Europe/London', at('2026-01-15T00:00:00Z'))).toEqual({ date: day('2026-01-15'), hour: 0, minute: 0, second: 0 });
    expect(wallClock('Asia/Kolkata', at('2026-01-15T01:29:59Z'))).toEqual({ date: day('2026-01-15'), hour: 6, minute: 59, second: 59 });
  });

  it('rejects an invalid Date', () => {
    expect(() => localDate('UTC', new Date(Number.NaN))).toThrow(RangeError);
  });

  describe('whatever the machine time zone', () => {
    afterEach(() => {
      vi.unstubAllEnvs();
    });

    it.each(['Pacific/Kiritimati', 'Pacific/Pago_Pago'])('gives the same answers with TZ=%s', (machine) => {
      vi.stubEnv('TZ', machine);
      expect(new Date('2026-06-01T12:00:00Z').getTimezoneOffset()).not.toBe(0);
      expect(localDate('America/New_York', at('2026-11-26T04:59:59Z'))).toBe('2026-11-25');
      expect(instant('Europe/London', '2026-03-29', 7)).toBe('2026-03-29T06:00:00.000Z');
    });
  });
});

describe('instantOfLocalHour', () => {
  it.each([
    ['UTC', '2026-11-26', 7, '2026-11-26T07:00:00.000Z'],
    ['Asia/Kolkata', '2026-11-26', 7, '2026-11-26T01:30:00.000Z'],
    ['Pacific/Kiritimati', '2027-01-01', 7, '2026-12-31T17:00:00.000Z'],
    ['Pacific/Pago_Pago', '2024-02-29', 7, '2024-02-29T18:00:00.000Z'],
    ['America/New_York', '2026-03-07', 7, '2026-03-07T12:00:00.000Z'],
    ['America/New_York', '2026-03-08', 7, '2026-03-08T11:00:00.000Z'],
    ['America/New_York', '2026-11-01', 7, '2026-11-01T12:00:00.000Z'],
    ['Australia/Lord_Howe', '2026-04-04', 7, '2026-04-03T20:00:00.000Z'],
    ['Australia/Lord_Howe', '2026-04-05', 7, '2026-04-04T20:30:00.000Z'],
    ['Australia/Lord_Howe', '2026-10-04', 7, '2026-10-03T20:00:00.000Z'],
  ] as const)('%s, %s at %i:00 is %s', (zone, date, hour, expected) => {
    expect(instant(zone, date, hour)).toBe(expected);
  });

  it('takes the moment of the jump when clocks skip the hour', () => {
    // New York: 02:00 EST becomes 03:00 EDT on 2026-03-08, so clocks first read 02:00 or later at 07:00 UTC.
    expect(instant('America/New_York', '2026-03-08', 2)).toBe('2026-03-08T07:00:00.000Z');
    // Lord Howe: 02:00 becomes 02:30 on 2026-10-04 (+10:30 to +11), at 15:30 UTC.
    expect(instant('Australia/Lord_Howe', '2026-10-04', 2)).toBe('2026-10-03T15:30:00.000Z');
  });

  it('takes the first of the two when clocks go back over the hour', () => {
    // New York: 01:00-01:59 happens twice on 2026-11-01, first in EDT (05:00 UTC), then in EST (06:00 UTC).
    expect(instant('America/New_York', '2026-11-01', 1)).toBe('2026-11-01T05:00:00.000Z');
    // London: 01:00-01:59 twice on 2026-10-25, first in BST.
    expect(instant('Europe/London', '2026-10-25', 1)).toBe('2026-10-25T00:00:00.000Z');
  });

  it('is undefined for a day the clocks skip entirely', () => {
    // Samoa moved across the date line: 29 December 2011 was followed by 31 December.
    expect(instant('Pacific/Apia', '2011-12-30', 7)).toBeUndefined();
    expect(instant('Pacific/Apia', '2011-12-31', 7)).toBe('2011-12-30T17:00:00.000Z');
  });

  it('counts an invalid zone as UTC and refuses an hour outside 0-23', () => {
    expect(instant('Nowhere/Special', '2024-02-29', 7)).toBe('2024-02-29T07:00:00.000Z');
    for (const hour of [-1, 24, 6.5, Number.NaN]) expect(() => instantOfLocalHour('UTC', day('2024-02-29'), hour)).toThrow(RangeError);
  });
});
