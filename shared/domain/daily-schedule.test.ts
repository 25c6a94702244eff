import { describe, expect, it } from 'vitest';
import { DAILY_HOUR, dueDate, localDate, nextDelivery } from './daily-schedule';
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

describe('dueDate', () => {
  it.each([
    // New York, standard time (UTC-5) and daylight time (UTC-4), both sides of 07:00.
    ['America/New_York', '2026-01-15T11:59:59.999Z', undefined],
    ['America/New_York', '2026-01-15T12:00:00Z', '2026-01-15'],
    ['America/New_York', '2026-07-15T10:59:59.999Z', undefined],
    ['America/New_York', '2026-07-15T11:00:00Z', '2026-07-15'],
    // The daylight saving days: 07:00 EDT on 8 March, 07:00 EST on 1 November.
    ['America/New_York', '2026-03-08T10:59:59Z', undefined],
    ['America/New_York', '2026-03-08T11:00:00Z', '2026-03-08'],
    ['America/New_York', '2026-11-01T11:59:59Z', undefined],
    ['America/New_York', '2026-11-01T12:00:00Z', '2026-11-01'],
    // Still due until local midnight, then nothing until the next 07:00.
    ['America/New_York', '2026-11-27T04:59:59Z', '2026-11-26'],
    ['America/New_York', '2026-11-27T05:00:00Z', undefined],
    ['Europe/London', '2026-03-29T05:59:59Z', undefined],
    ['Europe/London', '2026-03-29T06:00:00Z', '2026-03-29'],
    ['Europe/London', '2026-10-25T06:59:59Z', undefined],
    ['Europe/London', '2026-10-25T07:00:00Z', '2026-10-25'],
    ['Australia/Lord_Howe', '2026-04-04T20:29:59Z', undefined],
    ['Australia/Lord_Howe', '2026-04-04T20:30:00Z', '2026-04-05'],
    ['Asia/Kolkata', '2026-11-26T01:29:59.999Z', undefined],
    ['Asia/Kolkata', '2026-11-26T01:30:00Z', '2026-11-26'],
    // Year end on both sides of the date line.
    ['Pacific/Kiritimati', '2026-12-31T16:59:59Z', undefined],
    ['Pacific/Kiritimati', '2026-12-31T17:00:00Z', '2027-01-01'],
    ['Pacific/Pago_Pago', '2027-01-01T10:59:59Z', '2026-12-31'],
    ['Pacific/Pago_Pago', '2027-01-01T11:00:00Z', undefined],
    ['Pacific/Pago_Pago', '2027-01-01T18:00:00Z', '2027-01-01'],
    // 29 February, and an invalid zone counted as UTC.
    ['Pacific/Pago_Pago', '2024-02-29T18:00:00Z', '2024-02-29'],
    ['Pacific/Kiritimati', '2024-02-28T17:00:00Z', '2024-02-29'],
    ['Not/A_Zone', '2024-02-29T06:59:59Z', undefined],
    ['Not/A_Zone', '2024-02-29T07:00:00Z', '2024-02-29'],
    ['', '2024-02-29T07:00:00Z', '2024-02-29'],
  ])('%s at %s: %s', (zone, now, expected) => {
    expect(dueDate(zone, at(now))).toBe(expected);
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
  it.each([
    // Before 07:00: today's. From 07:00 on: tomorrow's.
    ['UTC', '2026-11-26T06:59:59Z', '2026-11-26', '2026-11-26T07:00:00.000Z'],
    ['UTC', '2026-11-26T07:00:00Z', '2026-11-27', '2026-11-27T07:00:00.000Z'],
    // New York across both changes: 07:00 moves from 12:00 to 11:00 UTC, then back.
    ['America/New_York', '2026-03-07T12:00:00Z', '2026-03-08', '2026-03-08T11:00:00.000Z'],
    ['America/New_York', '2026-03-08T06:30:00Z', '2026-03-08', '2026-03-08T11:00:00.000Z'],
    ['America/New_York', '2026-03-08T11:00:00Z', '2026-03-09', '2026-03-09T11:00:00.000Z'],
    ['America/New_York', '2026-10-31T11:00:00Z', '2026-11-01', '2026-11-01T12:00:00.000Z'],
    ['America/New_York', '2026-11-01T05:30:00Z', '2026-11-01', '2026-11-01T12:00:00.000Z'],
    ['America/New_York', '2026-12-31T12:00:00Z', '2027-01-01', '2027-01-01T12:00:00.000Z'],
    ['Europe/London', '2026-03-28T07:00:00Z', '2026-03-29', '2026-03-29T06:00:00.000Z'],
    ['Europe/London', '2026-10-24T06:00:00Z', '2026-10-25', '2026-10-25T07:00:00.000Z'],
    // Lord Howe moves by half an hour: +11 until 5 April 2026, +10:30 until 4 October 2026.
    ['Australia/Lord_Howe', '2026-04-03T20:00:00Z', '2026-04-05', '2026-04-04T20:30:00.000Z'],
    ['Australia/Lord_Howe', '2026-10-02T20:30:00Z', '2026-10-04', '2026-10-03T20:00:00.000Z'],
    ['Asia/Kolkata', '2026-11-26T01:30:00Z', '2026-11-27', '2026-11-27T01:30:00.000Z'],
    ['Asia/Kolkata', '2024-02-28T20:00:00Z', '2024-02-29', '2024-02-29T01:30:00.000Z'],
    // +14: the new year's first horoscope is due on 31 December, UTC.
    ['Pacific/Kiritimati', '2026-12-31T16:59:59Z', '2027-01-01', '2026-12-31T17:00:00.000Z'],
    ['Pacific/Kiritimati', '2026-12-31T17:00:00Z', '2027-01-02', '2027-01-01T17:00:00.000Z'],
    // -11: the old year's last horoscope is due on 1 January, UTC.
    ['Pacific/Pago_Pago', '2026-12-31T17:59:59Z', '2026-12-31', '2026-12-31T18:00:00.000Z'],
    ['Pacific/Pago_Pago', '2027-01-01T10:00:00Z', '2027-01-01', '2027-01-01T18:00:00.000Z'],
    ['Pacific/Pago_Pago', '2024-02-29T10:00:00Z', '2024-02-29', '2024-02-29T18:00:00.000Z'],
    ['Pacific/Pago_Pago', '2024-02-29T18:00:00Z', '2024-03-01', '2024-03-01T18:00:00.000Z'],
    // Samoa skipped 30 December 2011: the next morning after the 29th is the 31st's.
    ['Pacific/Apia', '2011-12-29T18:00:00Z', '2011-12-31', '2011-12-30T17:00:00.000Z'],
    // An invalid zone counts as UTC.
    ['Mars/Olympus_Mons', '2024-02-29T07:00:00Z', '2024-03-01', '2024-03-01T07:00:00.000Z'],
  ])('%s after %s: %s at %s', (zone, now, date, expected) => {
    expect(delivery(zone, now)).toEqual({ date, at: expected });
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

  it('walks every morning of 2024-2027 in each zone, one calendar day at a time', () => {
    for (const zone of ZONES) {
      let next = nextDelivery(zone, at('2023-12-31T00:00:00Z'));
      while (next.date < '2028-01-02') {
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
