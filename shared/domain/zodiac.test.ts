import { describe, expect, it } from 'vitest';
import {
  ZODIAC_SIGN_IDS,
  ZODIAC_SIGNS,
  isZodiacSignId,
  zodiacSignById,
  zodiacSignFor,
  zodiacSignForIsoDate,
  type ZodiacSignId,
} from './zodiac';

const signOn = (iso: string) => zodiacSignForIsoDate(iso)?.id;

describe('ZODIAC_SIGNS', () => {
  it('lists the twelve signs in calendar order from Aries, with names, glyphs and date ranges', () => {
    expect(ZODIAC_SIGNS.map((s) => [s.id, s.name, s.symbol, s.dateRange])).toEqual([
      ['aries', 'Aries', '♈', 'March 21 - April 19'],
      ['taurus', 'Taurus', '♉', 'April 20 - May 20'],
      ['gemini', 'Gemini', '♊', 'May 21 - June 20'],
      ['cancer', 'Cancer', '♋', 'June 21 - July 22'],
      ['leo', 'Leo', '♌', 'July 23 - August 22'],
      ['virgo', 'Virgo', '♍', 'August 23 - September 22'],
      ['libra', 'Libra', '♎', 'September 23 - October 22'],
      ['scorpio', 'Scorpio', '♏', 'October 23 - November 21'],
      ['sagittarius', 'Sagittarius', '♐', 'November 22 - December 21'],
      ['capricorn', 'Capricorn', '♑', 'December 22 - January 19'],
      ['aquarius', 'Aquarius', '♒', 'January 20 - February 18'],
      ['pisces', 'Pisces', '♓', 'February 19 - March 20'],
    ]);
    expect(ZODIAC_SIGN_IDS).toEqual(ZODIAC_SIGNS.map((s) => s.id));
  });

  it('cannot be changed by a caller', () => {
    expect(Object.isFrozen(ZODIAC_SIGNS)).toBe(true);
    expect(Object.isFrozen(ZODIAC_SIGNS[0])).toBe(true);
  });
});

describe('zodiacSignForIsoDate', () => {
  // First and last day of every sign.
  const boundaries: [ZodiacSignId, string, string][] = [
    ['aries', '03-21', '04-19'],
    ['taurus', '04-20', '05-20'],
    ['gemini', '05-21', '06-20'],
    ['cancer', '06-21', '07-22'],
    ['leo', '07-23', '08-22'],
    ['virgo', '08-23', '09-22'],
    ['libra', '09-23', '10-22'],
    ['scorpio', '10-23', '11-21'],
    ['sagittarius', '11-22', '12-21'],
    ['capricorn', '12-22', '01-19'],
    ['aquarius', '01-20', '02-18'],
    ['pisces', '02-19', '03-20'],
  ];

  it.each(boundaries)('%s starts on %s and ends on %s', (id, first, last) => {
    expect(signOn(`1990-${first}`)).toBe(id);
    expect(signOn(`1990-${last}`)).toBe(id);
  });

  it.each(boundaries.map(([id, , last], i) => [last, id, boundaries[(i + 1) % boundaries.length]![0]] as const))(
    'the cusp after %s goes from %s to %s',
    (last, before, after) => {
      const [month, day] = last.split('-').map(Number) as [number, number];
      const next = new Date(Date.UTC(1990, month - 1, day + 1));
      const nextIso = next.toISOString().slice(0, 10);
      expect(signOn(`1990-${last}`)).toBe(before);
      expect(signOn(nextIso)).toBe(after);
    },
  );

  it('keeps Capricorn across the new year', () => {
    expect(signOn('1999-12-31')).toBe('capricorn');
    expect(signOn('2000-01-01')).toBe('capricorn');
    expect(signOn('2000-01-19')).toBe('capricorn');
    expect(signOn('1999-12-21')).toBe('sagittarius');
    expect(signOn('2000-01-20')).toBe('aquarius');
  });

  it('puts a leap day in Pisces', () => {
    expect(signOn('2000-02-29')).toBe('pisces');
    expect(signOn('2024-02-29')).toBe('pisces');
  });

  it('gives the first of every month its sign', () => {
    const firsts = ['01-01', '02-01', '03-01', '04-01', '05-01', '06-01', '07-01', '08-01', '09-01', '10-01'];
    expect([...firsts, '11-01', '12-01'].map((md) => signOn(`2001-${md}`))).toEqual([
      'capricorn',
      'aquarius',
      'pisces',
      'aries',
      'taurus',
      'gemini',
      'cancer',
      'leo',
      'virgo',
      'libra',
      'scorpio',
      'sagittarius',
    ]);
  });

  it('gives every day of a leap year exactly the sign whose range holds it', () => {
    const counts = new Map<string, number>();
    for (let day = 0; day < 366; day++) {
      const iso = new Date(Date.UTC(2024, 0, 1 + day)).toISOString().slice(0, 10);
      const sign = signOn(iso);
      expect(sign).toBeDefined();
      counts.set(sign!, (counts.get(sign!) ?? 0) + 1);
    }
    expect(counts.size).toBe(12);
    expect(counts.get('pisces')).toBe(31); // 19 Feb - 20 Mar with 29 Feb
    expect(counts.get('capricorn')).toBe(29); // 22 Dec - 19 Jan
  });

  it.each(['', '2023-02-29', '2024-13-01', '2024-1-01', '2024-04-31', '1990-00-10', 'not a date', '1990-03-21T00:00'])(
    'gives undefined for %j',
    (value) => {
      expect(zodiacSignForIsoDate(value)).toBeUndefined();
    },
  );
});

describe('zodiacSignFor', () => {
  it('reads only month and day', () => {
    expect(zodiacSignFor({ year: 1985, month: 7, day: 23 }).name).toBe('Leo');
    expect(zodiacSignFor({ year: 2010, month: 7, day: 23 }).name).toBe('Leo');
  });

  it('returns the shared sign objects', () => {
    expect(zodiacSignFor({ year: 2000, month: 3, day: 21 })).toBe(ZODIAC_SIGNS[0]);
  });

  it('gives impossible days the sign their position implies instead of throwing', () => {
    expect(zodiacSignFor({ year: 2000, month: 2, day: 30 }).id).toBe('pisces');
    expect(zodiacSignFor({ year: 2000, month: 4, day: 31 }).id).toBe('taurus');
  });
});

describe('sign ids', () => {
  it('recognizes ids and looks them up', () => {
    expect(isZodiacSignId('leo')).toBe(true);
    expect(isZodiacSignId('Leo')).toBe(false);
    expect(isZodiacSignId('toString')).toBe(false);
    expect(isZodiacSignId(3)).toBe(false);
    expect(zodiacSignById('virgo').dateRange).toBe('August 23 - September 22');
    expect(() => zodiacSignById('ophiuchus' as ZodiacSignId)).toThrow(RangeError);
  });
});
