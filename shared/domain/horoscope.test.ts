import { describe, expect, it } from 'vitest';
import {
  WEEKLY_PARAGRAPH_COUNT,
  horoscopeContentFor,
  isoWeek,
  randomSignSentence,
  signSentences,
  weeklyHoroscope,
} from './horoscope';
import { ZODIAC_SIGNS, ZODIAC_SIGN_IDS, type ZodiacSignId } from './zodiac';

const DAY_MS = 86_400_000;
const utc = (iso: string) => new Date(`${iso}T00:00:00Z`);
const addDays = (date: Date, days: number) => new Date(date.getTime() + days * DAY_MS);

/** Textbook ISO week (ordinal-day formula), written independently of the code under test. */
function referenceIsoWeek(date: Date): { year: number; week: number } {
  const year = date.getUTCFullYear();
  const midnight = Date.UTC(year, date.getUTCMonth(), date.getUTCDate());
  const ordinal = Math.round((midnight - Date.UTC(year, 0, 1)) / DAY_MS) + 1;
  const weekday = date.getUTCDay() || 7;
  const weeksIn = (y: number) => {
    const p = (n: number) => (n + Math.floor(n / 4) - Math.floor(n / 100) + Math.floor(n / 400)) % 7;
    return p(y) === 4 || p(y - 1) === 3 ? 53 : 52;
  };
  const week = Math.floor((ordinal - weekday + 10) / 7);
  if (week < 1) return { year: year - 1, week: weeksIn(year - 1) };
  if (week > weeksIn(year)) return { year: year + 1, week: 1 };
  return { year, week };
}

describe('isoWeek', () => {
  it.each([
    ['2020-12-31', 2020, 53],
    ['2021-01-01', 2020, 53],
    ['2021-01-03', 2020, 53],
    ['2021-01-04', 2021, 1],
    ['2024-12-29', 2024, 52],
    ['2024-12-30', 2025, 1],
    ['2025-01-01', 2025, 1],
    ['2026-01-01', 2026, 1],
    ['2026-12-31', 2026, 53],
    ['2027-01-03', 2026, 53],
    ['2027-01-04', 2027, 1],
    ['2008-12-29', 2009, 1],
    ['2010-01-03', 2009, 53],
    ['2023-01-01', 2022, 52],
    ['2023-01-02', 2023, 1],
    ['2024-06-15', 2024, 24],
    ['1970-01-01', 1970, 1],
    ['1969-12-29', 1970, 1],
    ['1969-12-28', 1969, 52],
  ] as const)('%s is %i-W%i', (iso, year, week) => {
    expect(isoWeek(utc(iso))).toEqual({ year, week });
  });

  it('uses the UTC calendar day, whatever the time of day or offset', () => {
    expect(isoWeek(new Date('2021-01-03T23:59:59.999Z'))).toEqual({ year: 2020, week: 53 });
    expect(isoWeek(new Date('2021-01-04T00:00:00.000Z'))).toEqual({ year: 2021, week: 1 });
    // Sunday evening in New York is already Monday in UTC.
    expect(isoWeek(new Date('2021-01-03T20:00:00-05:00'))).toEqual({ year: 2021, week: 1 });
    // Monday morning in Tokyo is still Sunday in UTC.
    expect(isoWeek(new Date('2021-01-04T08:00:00+09:00'))).toEqual({ year: 2020, week: 53 });
  });

  it('handles years before 100 without the 1900-1999 reading of Date.UTC', () => {
    expect(isoWeek(new Date('0050-01-04T00:00:00Z'))).toEqual({ year: 50, week: 1 });
  });

  it('agrees with the ordinal-day formula on every day from 1995 to 2045', () => {
    for (let date = utc('1995-01-01'); date < utc('2046-01-01'); date = addDays(date, 1)) {
      const actual = isoWeek(date);
      const expected = referenceIsoWeek(date);
      if (actual.year !== expected.year || actual.week !== expected.week) {
        expect({ date: date.toISOString(), ...actual }).toEqual({ date: date.toISOString(), ...expected });
      }
    }
  });

  it('rejects an invalid Date', () => {
    expect(() => isoWeek(new Date('nope'))).toThrow(RangeError);
  });
});

describe('horoscope content', () => {
  const sentenceCount = (text: string) => text.split(/(?<=[.!?])\s+/).filter(Boolean).length;
  // Entertainment only: no promises about health, money or certain outcomes.
  const forbidden = /\b(health|illness|cure|money|wealth|rich|invest|lottery|guarantee|definitely|100%)/i;

  it.each(ZODIAC_SIGN_IDS)('%s has enough distinct, well-shaped text', (id) => {
    const { forecasts, insights, sentences } = horoscopeContentFor(id);
    const name = ZODIAC_SIGNS.find((s) => s.id === id)!.name;

    expect(forecasts.length).toBeGreaterThanOrEqual(6);
    expect(new Set(forecasts).size).toBe(forecasts.length);
    for (const paragraph of forecasts) {
      expect(sentenceCount(paragraph), paragraph).toBeGreaterThanOrEqual(2);
      expect(sentenceCount(paragraph), paragraph).toBeLessThanOrEqual(3);
    }

    expect(insights.length).toBeGreaterThanOrEqual(4);
    expect(new Set(insights).size).toBe(insights.length);

    expect(sentences).toHaveLength(5);
    expect(new Set(sentences).size).toBe(5);
    for (const sentence of sentences) expect(sentence).toMatch(new RegExp(`^As an? ${name}, `));

    for (const text of [...forecasts, ...insights, ...sentences]) {
      expect(text, text).not.toMatch(forbidden);
      expect(text.trim(), text).toBe(text);
      expect(text, text).toMatch(/[.!?]$/);
    }
  });

  it('never repeats a paragraph across signs', () => {
    const all = ZODIAC_SIGN_IDS.flatMap((id) => [...horoscopeContentFor(id).forecasts]);
    expect(new Set(all).size).toBe(all.length);
  });

  it('is frozen, so no caller can change what others see', () => {
    const content = horoscopeContentFor('leo');
    expect(Object.isFrozen(content.forecasts)).toBe(true);
    expect(Object.isFrozen(signSentences('leo'))).toBe(true);
  });

  it('rejects an unknown sign', () => {
    expect(() => horoscopeContentFor('ophiuchus' as ZodiacSignId)).toThrow(RangeError);
    expect(() => weeklyHoroscope('constructor' as ZodiacSignId, utc('2026-01-05'))).toThrow(RangeError);
  });
});

describe('weeklyHoroscope', () => {
  const monday = utc('2026-01-05');
  const signature = (h: { content: string[]; specialInsight: string }) => JSON.stringify(h);

  it.each(ZODIAC_SIGN_IDS)('gives %s three distinct paragraphs and an insight of its own', (id) => {
    const { forecasts, insights } = horoscopeContentFor(id);
    const horoscope = weeklyHoroscope(id, monday);
    expect(horoscope.content).toHaveLength(WEEKLY_PARAGRAPH_COUNT);
    expect(new Set(horoscope.content).size).toBe(WEEKLY_PARAGRAPH_COUNT);
    for (const paragraph of horoscope.content) expect(forecasts).toContain(paragraph);
    expect(insights).toContain(horoscope.specialInsight);
  });

  it('is the same for every moment of an ISO week (Monday 00:00 to Sunday 23:59:59.999 UTC)', () => {
    for (const id of ZODIAC_SIGN_IDS) {
      const expected = signature(weeklyHoroscope(id, monday));
      for (let hour = 0; hour < 7 * 24; hour += 5) {
        expect(signature(weeklyHoroscope(id, new Date(monday.getTime() + hour * 3_600_000)))).toBe(expected);
      }
      expect(signature(weeklyHoroscope(id, new Date(monday.getTime() + 7 * DAY_MS - 1)))).toBe(expected);
    }
  });

  it('changes at Monday 00:00 UTC', () => {
    const sunday = new Date(monday.getTime() - 1);
    for (const id of ZODIAC_SIGN_IDS) {
      expect(signature(weeklyHoroscope(id, sunday))).not.toBe(signature(weeklyHoroscope(id, monday)));
    }
  });

  it('differs from the previous week in lead paragraph, paragraph set and insight, for 20 years', () => {
    for (const id of ZODIAC_SIGN_IDS) {
      let previous = weeklyHoroscope(id, utc('2019-12-30'));
      for (let week = 1; week < 20 * 53; week++) {
        const current = weeklyHoroscope(id, addDays(utc('2019-12-30'), week * 7));
        expect(current.content[0]).not.toBe(previous.content[0]);
        expect([...current.content].sort()).not.toEqual([...previous.content].sort());
        expect(current.specialInsight).not.toBe(previous.specialInsight);
        previous = current;
      }
    }
  });

  it('changes across the ISO year end, including after a 53-week year', () => {
    // 2026 has 53 ISO weeks: W53 runs 28 Dec 2026 - 3 Jan 2027.
    for (const id of ZODIAC_SIGN_IDS) {
      const w52 = signature(weeklyHoroscope(id, utc('2026-12-21')));
      const w53 = signature(weeklyHoroscope(id, utc('2026-12-31')));
      const w01 = signature(weeklyHoroscope(id, utc('2027-01-04')));
      expect(w53).not.toBe(w52);
      expect(w01).not.toBe(w53);
    }
  });

  it('uses every paragraph and insight, in varied combinations, over a year', () => {
    for (const id of ZODIAC_SIGN_IDS) {
      const { forecasts, insights } = horoscopeContentFor(id);
      const seenParagraphs = new Set<string>();
      const seenInsights = new Set<string>();
      const combinations = new Set<string>();
      for (let week = 0; week < 52; week++) {
        const { content, specialInsight } = weeklyHoroscope(id, addDays(monday, week * 7));
        content.forEach((p) => seenParagraphs.add(p));
        seenInsights.add(specialInsight);
        combinations.add(JSON.stringify(content));
      }
      expect(seenParagraphs.size).toBe(forecasts.length);
      expect(seenInsights.size).toBe(insights.length);
      expect(combinations.size).toBeGreaterThan(10);
    }
  });

  it('does not depend on the caller: a fresh call returns a fresh array', () => {
    const first = weeklyHoroscope('pisces', monday);
    first.content.length = 0;
    expect(weeklyHoroscope('pisces', monday).content).toHaveLength(WEEKLY_PARAGRAPH_COUNT);
  });

  it('rejects an invalid Date', () => {
    expect(() => weeklyHoroscope('leo', new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe('sign sentences', () => {
  it('returns the five sentences of the sign', () => {
    expect(signSentences('leo')).toHaveLength(5);
    expect(signSentences('leo')).toBe(horoscopeContentFor('leo').sentences);
  });

  it('picks by the random source, clamping sources that stray outside [0, 1)', () => {
    const sentences = signSentences('aries');
    expect(randomSignSentence('aries', () => 0)).toBe(sentences[0]);
    expect(randomSignSentence('aries', () => 0.2)).toBe(sentences[1]);
    expect(randomSignSentence('aries', () => 0.5)).toBe(sentences[2]);
    expect(randomSignSentence('aries', () => 0.999999)).toBe(sentences[4]);
    expect(randomSignSentence('aries', () => 1)).toBe(sentences[4]);
    expect(randomSignSentence('aries', () => -0.5)).toBe(sentences[0]);
    expect(randomSignSentence('aries', () => Number.NaN)).toBe(sentences[0]);
  });

  it('uses Math.random by default and only ever returns one of the five', () => {
    for (const id of ZODIAC_SIGN_IDS) {
      const sentences = signSentences(id);
      for (let i = 0; i < 50; i++) expect(sentences).toContain(randomSignSentence(id));
    }
  });
});
