import { describe, expect, it } from 'vitest';
import { DAILY_HOUR, dueDate, firstDelivery, localDate, nextDelivery } from './daily-schedule';
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

describe('firstDelivery', () => {
  const first = (zone: string, now: string) => {
    const { date, at: when, immediate } = firstDelivery(zone, at(now));
    return { date, at: when.toISOString(), immediate };
  };
  const soon = (date: string, now: string) => ({ date, at: at(now).toISOString(), immediate: true });
  const morning = (date: string, seven: string) => ({ date, at: at(seven).toISOString(), immediate: false });

  it('is today\'s at the next tick from 07:00 exactly, and today\'s 07:00 a minute before', () => {
    expect(first('UTC', '2026-11-26T07:00:00Z')).toEqual(soon('2026-11-26', '2026-11-26T07:00:00Z'));
    expect(first('UTC', '2026-11-26T06:59:00Z')).toEqual(morning('2026-11-26', '2026-11-26T07:00:00Z'));
    expect(first('UTC', '2026-11-26T06:59:59.999Z')).toEqual(morning('2026-11-26', '2026-11-26T07:00:00Z'));
  });

  it('is still today\'s at 23:59, and from midnight waits for the new day\'s 07:00', () => {
    expect(first('UTC', '2026-11-26T23:59:59Z')).toEqual(soon('2026-11-26', '2026-11-26T23:59:59Z'));
    expect(first('UTC', '2026-11-27T00:00:00Z')).toEqual(morning('2026-11-27', '2026-11-27T07:00:00Z'));
    expect(first('America/New_York', '2026-11-27T04:59:00Z')).toEqual(soon('2026-11-26', '2026-11-27T04:59:00Z'));
  });

  it('follows the clocks on daylight saving days', () => {
    // New York springs forward at 02:00 on 8 March 2026: 07:00 EDT is 11:00 UTC.
    expect(first('America/New_York', '2026-03-08T06:30:00Z')).toEqual(morning('2026-03-08', '2026-03-08T11:00:00Z'));
    expect(first('America/New_York', '2026-03-08T10:59:00Z')).toEqual(morning('2026-03-08', '2026-03-08T11:00:00Z'));
    expect(first('America/New_York', '2026-03-08T11:00:00Z')).toEqual(soon('2026-03-08', '2026-03-08T11:00:00Z'));
    // It falls back on 1 November: 06:30 EST is 11:30 UTC, an hour after the day before's 07:00 EDT.
    expect(first('America/New_York', '2026-11-01T11:30:00Z')).toEqual(morning('2026-11-01', '2026-11-01T12:00:00Z'));
    // London's 29 March 2026: 07:00 BST is 06:00 UTC.
    expect(first('Europe/London', '2026-03-29T06:30:00Z')).toEqual(soon('2026-03-29', '2026-03-29T06:30:00Z'));
    expect(first('Europe/London', '2026-03-29T05:59:00Z')).toEqual(morning('2026-03-29', '2026-03-29T06:00:00Z'));
  });

  it('counts the day east of UTC on its own calendar', () => {
    // 20:00 UTC is 01:30 the next day in Kolkata: that day's 07:00 comes at 01:30 UTC.
    expect(first('Asia/Kolkata', '2026-11-26T20:00:00Z')).toEqual(morning('2026-11-27', '2026-11-27T01:30:00Z'));
    expect(first('Asia/Kolkata', '2026-11-26T01:30:00Z')).toEqual(soon('2026-11-26', '2026-11-26T01:30:00Z'));
    expect(first('Asia/Kolkata', '2026-11-26T18:29:00Z')).toEqual(soon('2026-11-26', '2026-11-26T18:29:00Z'));
    // New Year comes first in Kiritimati: on 31 December at 17:00 UTC its 1 January is due.
    expect(first('Pacific/Kiritimati', '2026-12-31T17:00:00Z')).toEqual(soon('2027-01-01', '2026-12-31T17:00:00Z'));
  });

  it('passes over a day the clocks skip, and counts an unknown zone as UTC', () => {
    // Samoa's 29 December 2011 ended at 10:00 UTC, and its clocks went on from 31 December.
    expect(first('Pacific/Apia', '2011-12-30T09:59:00Z')).toEqual(soon('2011-12-29', '2011-12-30T09:59:00Z'));
    expect(first('Pacific/Apia', '2011-12-30T10:00:00Z')).toEqual(morning('2011-12-31', '2011-12-30T17:00:00Z'));
    expect(first('Mars/Olympus_Mons', '2026-11-26T06:00:00Z')).toEqual(morning('2026-11-26', '2026-11-26T07:00:00Z'));
  });

  it('agrees with dueDate and nextDelivery at any time', () => {
    const random = seededRandom(721);
    const from = Date.UTC(2024, 0, 1);
    const span = Date.UTC(2028, 0, 1) - from;
    for (const zone of ZONES) {
      for (let i = 0; i < 200; i++) {
        const now = new Date(from + Math.floor(random() * span));
        const delivery = firstDelivery(zone, now);
        const due = dueDate(zone, now);
        expect(delivery.immediate).toBe(due !== undefined);
        if (due !== undefined) expect(delivery).toEqual({ date: due, at: now, immediate: true });
        else expect(delivery).toEqual({ ...nextDelivery(zone, now), immediate: false });
        // The first is never a day later than the subscriber's tomorrow.
        expect(delivery.at.getTime() - now.getTime()).toBeLessThanOrEqual(25 * 3_600_000);
      }
    }
  });
});
