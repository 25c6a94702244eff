import { describe, expect, it } from 'vitest';
import { DAILY_HOUR, dueDate, localDate, nextDelivery } from './daily-schedule';
import { formatCalendarDate, parseCalendarDate } from './calendar-date';
import { addDays } from './day-number';
import { seededRandom } from './seeded-random';

const at = (iso: string) => new Date(iso);
const delivery = (zone: string, now: string) => {
  const { date, at: when } = nextDelivery(zone, at(now));
  return { date, at: when.toISOString() };
};

const ZONES = [
  'UTC',
  'America/New_York',
  'Europe/London',
  'Australia/Lord_Howe',
  'Asia/Kolkata',
  'Pacific/Kiritimati',
  'Pacific/Pago_Pago',
  'America/Santiago',
  'Asia/Kathmandu',
] as const;

/**
 * Per zone, local days and the UTC instant at which their clocks read 07:00: daylight saving days
 * (New York 8 March and 1 November 2026, London 29 March and 25 October, Lord Howe's half-hour moves on
 * 5 April and 4 October), a half-hour zone, both sides of the date line at year end, and 29 February.
 */
const MORNINGS: Record<string, Record<string, string>> = {
  'America/New_York': { '2026-01-15': '12:00', '2026-03-07': '12:00', '2026-03-08': '11:00', '2026-10-31': '11:00', '2026-11-01': '12:00', '2027-01-01': '12:00' },
  'Europe/London': { '2026-03-28': '07:00', '2026-03-29': '06:00', '2026-10-24': '06:00', '2026-10-25': '07:00', '2024-02-29': '07:00' },
  'Australia/Lord_Howe': { '2026-04-04': '2026-04-03T20:00', '2026-04-05': '2026-04-04T20:30', '2026-10-03': '2026-10-02T20:30', '2026-10-04': '2026-10-03T20:00' },
  'Asia/Kolkata': { '2026-11-26': '01:30', '2024-02-29': '01:30', '2027-01-01': '01:30' },
  'Pacific/Kiritimati': { '2027-01-01': '2026-12-31T17:00', '2024-02-29': '2024-02-28T17:00' },
  'Pacific/Pago_Pago': { '2026-12-31': '18:00', '2024-02-29': '18:00' },
  UTC: { '2024-02-29': '07:00' },
  // An unknown zone counts as UTC.
  'Mars/Olympus_Mons': { '2024-02-29': '07:00', '2026-12-31': '07:00' },
};

/** [zone, local day, instant of its 07:00], with a bare time meaning that time on the same UTC day. */
const MORNING_CASES = Object.entries(MORNINGS).flatMap(([zone, days]) =>
  Object.entries(days).map(([date, time]) => [zone, date, new Date(`${time.includes('T') ? time : `${date}T${time}`}:00Z`)] as const),
);

describe('dueDate', () => {
  it.each(MORNING_CASES)('%s: %s is due from its 07:00, not a millisecond before', (zone, date, seven) => {
    expect(dueDate(zone, new Date(seven.getTime() - 1))).toBeUndefined();
    expect(dueDate(zone, seven)).toBe(date);
  });

  it('stays due until local midnight, then nothing is due until the next 07:00', () => {
    expect(dueDate('America/New_York', at('2026-11-27T04:59:59.999Z'))).toBe('2026-11-26');
    expect(dueDate('America/New_York', at('2026-11-27T05:00:00Z'))).toBeUndefined();
    expect(dueDate('Pacific/Pago_Pago', at('2027-01-01T10:59:59Z'))).toBe('2026-12-31');
    expect(dueDate('Pacific/Pago_Pago', at('2027-01-01T11:00:00Z'))).toBeUndefined();
    expect(dueDate('', at('2024-02-29T23:59:59Z'))).toBe('2024-02-29');
  });

  it('is always the local day when anything is due', () => {
    for (const zone of ZONES) {
      for (let time = Date.UTC(2026, 0, 1); time < Date.UTC(2026, 0, 4); time += 15 * 60_000) {
        const due = dueDate(zone, new Date(time));
        if (due !== undefined) expect(due).toBe(localDate(zone, new Date(time)));
      }
    }
  });
});

describe('nextDelivery', () => {
  it.each(MORNING_CASES)('%s: %s arrives at its 07:00, and the next day after it', (zone, date, seven) => {
    expect(nextDelivery(zone, new Date(seven.getTime() - 1))).toEqual({ date, at: seven });
    const after = nextDelivery(zone, seven);
    expect(after.date).toBe(formatCalendarDate(addDays(parseCalendarDate(date)!, 1)));
    expect(after.at.getTime() - seven.getTime()).toBeGreaterThanOrEqual(23 * 3_600_000);
    expect(after.at.getTime() - seven.getTime()).toBeLessThanOrEqual(25 * 3_600_000);
  });

  it('names the same morning from any time in the night before it', () => {
    expect(delivery('America/New_York', '2026-03-08T06:30:00Z')).toEqual({ date: '2026-03-08', at: '2026-03-08T11:00:00.000Z' });
    expect(delivery('America/New_York', '2026-11-01T05:30:00Z')).toEqual({ date: '2026-11-01', at: '2026-11-01T12:00:00.000Z' });
    expect(delivery('Pacific/Pago_Pago', '2024-02-29T10:00:00Z')).toEqual({ date: '2024-02-29', at: '2024-02-29T18:00:00.000Z' });
  });

  it('passes over a day the clocks skip (Samoa went from 29 to 31 December 2011)', () => {
    expect(delivery('Pacific/Apia', '2011-12-29T18:00:00Z')).toEqual({ date: '2011-12-31', at: '2011-12-30T17:00:00.000Z' });
  });

  it(`agrees with dueDate: due from the instant it names, not a millisecond before (${DAILY_HOUR}:00 local)`, () => {
    const random = seededRandom(2026);
    const from = Date.UTC(2023, 0, 1);
    const span = Date.UTC(2029, 0, 1) - from;
    for (const zone of ZONES) {
      for (let i = 0; i < 300; i++) {
        const now = new Date(from + Math.floor(random() * span));
        const next = nextDelivery(zone, now);
        expect(next.at.getTime()).toBeGreaterThan(now.getTime());
        expect(next.at.getTime() - now.getTime()).toBeLessThanOrEqual(25 * 3_600_000);
        expect(localDate(zone, next.at)).toBe(next.date);
        expect(dueDate(zone, next.at)).toBe(next.date);
        expect(dueDate(zone, new Date(next.at.getTime() - 1))).toBeUndefined();
      }
    }
  });

  it('walks every morning of 2024-2026 in each zone, one calendar day at a time', () => {
    for (const zone of ZONES) {
      let next = nextDelivery(zone, at('2023-12-31T00:00:00Z'));
      while (next.date < '2027-01-02') {
        const following = nextDelivery(zone, next.at);
        const days = (Date.parse(following.date) - Date.parse(next.date)) / 86_400_000;
        if (days !== 1) expect({ zone, from: next.date, to: following.date }).toBe('one day later');
        next = following;
      }
    }
  });

  it('rejects an invalid Date', () => {
    expect(() => nextDelivery('UTC', new Date(Number.NaN))).toThrow(RangeError);
    expect(() => dueDate('UTC', new Date(Number.NaN))).toThrow(RangeError);
  });
});
