import { describe, expect, it } from 'vitest';
import { arrivalDay, firstHoroscopeLine, type SubscribeMoment } from './first-horoscope-line';

// Intl puts a narrow no-break space before "AM"; the words are compared with plain spaces.
const line = (moment: SubscribeMoment, zone: string, now: string) => firstHoroscopeLine(moment, zone, new Date(now)).replace(/\s/g, ' ');

describe('firstHoroscopeLine', () => {
  it('offers today\'s at once from 07:00 until midnight, and 07:00 today before it', () => {
    expect(line('offer', 'UTC', '2026-11-26T07:00:00Z')).toBe('Your first one arrives within a few minutes, then every morning at 7:00 your time.');
    expect(line('offer', 'UTC', '2026-11-26T23:59:00Z')).toBe('Your first one arrives within a few minutes, then every morning at 7:00 your time.');
    expect(line('offer', 'UTC', '2026-11-26T06:59:00Z')).toBe('Your first one arrives today at 7:00 AM, then every morning at 7:00 your time.');
    expect(line('offer', 'UTC', '2026-11-27T00:00:00Z')).toBe('Your first one arrives today at 7:00 AM, then every morning at 7:00 your time.');
  });

  it('says the same after subscribing, about "your first horoscope"', () => {
    expect(line('subscribed-now', 'UTC', '2026-11-26T15:00:00Z')).toBe('Your first horoscope arrives within a few minutes, then every morning at 7:00 your time.');
    expect(line('subscribed-now', 'UTC', '2026-11-26T03:00:00Z')).toBe('Your first horoscope arrives today at 7:00 AM, then every morning at 7:00 your time.');
  });

  it('only names the mornings for a visitor who was subscribed already', () => {
    expect(line('subscribed-before', 'UTC', '2026-11-26T03:00:00Z')).toBe('Your horoscope arrives every morning at 7:00 your time.');
    expect(line('subscribed-before', 'Asia/Kolkata', '2026-11-26T15:00:00Z')).toBe('Your horoscope arrives every morning at 7:00 your time.');
  });

  it('counts on the device\'s clocks: east of UTC, on a daylight saving day, and UTC for an unknown zone', () => {
    // 20:00 UTC is 01:30 tomorrow (UTC's tomorrow) in Kolkata: still "today" there.
    expect(line('offer', 'Asia/Kolkata', '2026-11-26T20:00:00Z')).toBe('Your first one arrives today at 7:00 AM, then every morning at 7:00 your time.');
    expect(line('offer', 'Asia/Kolkata', '2026-11-26T01:30:00Z')).toBe('Your first one arrives within a few minutes, then every morning at 7:00 your time.');
    // New York's clocks spring forward on 8 March 2026: 07:00 EDT is 11:00 UTC.
    expect(line('offer', 'America/New_York', '2026-03-08T10:59:00Z')).toBe('Your first one arrives today at 7:00 AM, then every morning at 7:00 your time.');
    expect(line('offer', 'America/New_York', '2026-03-08T11:00:00Z')).toBe('Your first one arrives within a few minutes, then every morning at 7:00 your time.');
    expect(line('offer', 'Mars/Olympus_Mons', '2026-11-26T06:00:00Z')).toBe('Your first one arrives today at 7:00 AM, then every morning at 7:00 your time.');
  });

  it('says "today" on the first morning of the day after a day the clocks skipped (Samoa, 30 December 2011)', () => {
    // 09:30 UTC on the 30th was 23:30 on Apia's 29th, with the 29th due; 10:00 was midnight starting the 31st.
    expect(line('offer', 'Pacific/Apia', '2011-12-30T09:30:00Z')).toBe('Your first one arrives within a few minutes, then every morning at 7:00 your time.');
    expect(line('offer', 'Pacific/Apia', '2011-12-30T10:00:00Z')).toBe('Your first one arrives today at 7:00 AM, then every morning at 7:00 your time.');
  });
});

describe('arrivalDay', () => {
  it('names today and tomorrow, across a month and a year, and the long date further on', () => {
    expect(arrivalDay('2026-11-26', '2026-11-26')).toBe('today');
    expect(arrivalDay('2026-11-27', '2026-11-26')).toBe('tomorrow');
    expect(arrivalDay('2026-12-01', '2026-11-30')).toBe('tomorrow');
    expect(arrivalDay('2027-01-01', '2026-12-31')).toBe('tomorrow');
    expect(arrivalDay('2024-02-29', '2024-02-28')).toBe('tomorrow');
    expect(arrivalDay('2011-12-31', '2011-12-29')).toBe('on Saturday, December 31, 2011');
  });
});
