import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatCalendarDate } from './calendar-date';
import { DAILY_THEMES, DAILY_THEME_TITLES, dailyHoroscope, dailyHoroscopeContentFor, type DailyHoroscope } from './daily-horoscope';
import { calendarDateOfDayNumber, dayNumber } from './day-number';
import { horoscopeContentFor } from './horoscope';
import { ZODIAC_SIGNS, ZODIAC_SIGN_IDS, type ZodiacSignId } from './zodiac';

const dayText = (value: number) => formatCalendarDate(calendarDateOfDayNumber(value));
const dayOf = (text: string) => dayNumber({ year: Number(text.slice(0, 4)), month: Number(text.slice(5, 7)), day: Number(text.slice(8)) });
const fullText = (horoscope: DailyHoroscope) => JSON.stringify([horoscope.paragraphs, horoscope.specialInsight]);

/** Every day from one calendar day to another, both included. */
function* days(from: string, to: string): Generator<string> {
  for (let value = dayOf(from); value <= dayOf(to); value++) yield dayText(value);
}

/** Which lines a day's horoscope uses, as positions in the sign's lists: lead and advice per theme, then the insight. */
function picks(sign: ZodiacSignId, date: string): number[] {
  const content = dailyHoroscopeContentFor(sign);
  const { paragraphs, specialInsight } = dailyHoroscope(sign, date);
  const positions = DAILY_THEMES.flatMap((theme, index) => {
    const { leads, advice } = content[theme];
    const lead = leads.findIndex((line) => paragraphs[index]!.startsWith(`${line} `));
    return [lead, advice.indexOf(paragraphs[index]!.slice(leads[lead]!.length + 1))];
  });
  return [...positions, content.insights.indexOf(specialInsight)];
}

describe('daily horoscope content', () => {
  const sentenceCount = (text: string) => text.split(/(?<=[.!?])\s+/).filter(Boolean).length;
  // Entertainment only: no promises about health, money or certain outcomes.
  const forbidden = /\b(health|illness|cure|heal|medic|money|wealth|rich|invest|lottery|guarantee|definitely|100%)/i;
  const linesOf = (sign: ZodiacSignId) => {
    const content = dailyHoroscopeContentFor(sign);
    return [...DAILY_THEMES.flatMap((theme) => [...content[theme].leads, ...content[theme].advice]), ...content.insights];
  };

  it.each(ZODIAC_SIGN_IDS)('%s has enough distinct, well-shaped lines of its own', (sign) => {
    const content = dailyHoroscopeContentFor(sign);
    for (const theme of DAILY_THEMES) {
      expect(content[theme].leads.length).toBeGreaterThanOrEqual(6);
      expect(content[theme].advice.length).toBeGreaterThanOrEqual(6);
    }
    expect(content.insights.length).toBeGreaterThanOrEqual(8);

    const lines = linesOf(sign);
    expect(new Set(lines).size).toBe(lines.length);
    const otherSigns = ZODIAC_SIGNS.filter((other) => other.id !== sign).map((other) => other.name);
    for (const line of lines) {
      expect(sentenceCount(line), line).toBe(1);
      expect(line, line).toMatch(/^[A-Z].*[.!?]$/);
      expect(line.trim(), line).toBe(line);
      expect(line, line).not.toMatch(/\s{2}/);
      expect(line, line).not.toMatch(forbidden);
      // A daily text: nothing about "this week", and no other sign's name in this sign's lines.
      expect(line, line).not.toMatch(/\bweek\b/i);
      for (const name of otherSigns) expect(line, line).not.toContain(name);
    }
  });

  it("speaks to each sign by name at least once, in the love leads", () => {
    for (const { id, name } of ZODIAC_SIGNS) {
      expect(dailyHoroscopeContentFor(id).love.leads.some((line) => line.includes(name)), name).toBe(true);
    }
  });

  it('never gives two signs the same line, nor repeats the weekly horoscope', () => {
    const all = ZODIAC_SIGN_IDS.flatMap(linesOf);
    expect(new Set(all).size).toBe(all.length);
    const weekly = new Set(ZODIAC_SIGN_IDS.flatMap((sign) => Object.values(horoscopeContentFor(sign)).flat()));
    for (const line of all) expect(weekly.has(line), line).toBe(false);
  });

  it('is frozen, so no caller can change what others see', () => {
    const content = dailyHoroscopeContentFor('cancer');
    expect(Object.isFrozen(content)).toBe(true);
    expect(Object.isFrozen(content.love)).toBe(true);
    expect(Object.isFrozen(content.love.leads)).toBe(true);
    expect(Object.isFrozen(content.insights)).toBe(true);
  });

  it('titles every theme', () => {
    expect(DAILY_THEMES.map((theme) => DAILY_THEME_TITLES[theme])).toEqual(['Love', 'Work', 'Wellbeing']);
  });
});

describe('dailyHoroscope', () => {
  it.each(ZODIAC_SIGN_IDS)('gives %s one lead-and-advice paragraph per theme and an insight, all its own', (sign) => {
    const content = dailyHoroscopeContentFor(sign);
    const horoscope = dailyHoroscope(sign, '2026-11-26');
    expect(horoscope.sign).toBe(sign);
    expect(horoscope.date).toBe('2026-11-26');
    expect(horoscope.paragraphs).toHaveLength(DAILY_THEMES.length);
    const positions = picks(sign, '2026-11-26');
    DAILY_THEMES.forEach((theme, index) => {
      const [lead, advice] = [positions[2 * index]!, positions[2 * index + 1]!];
      expect(horoscope.paragraphs[index]).toBe(`${content[theme].leads[lead]} ${content[theme].advice[advice]}`);
    });
    expect(content.insights).toContain(horoscope.specialInsight);
  });

  it('makes the recorded picks (the same text for everyone, on every engine)', () => {
    const dates = ['2026-11-26', '2024-02-29', '2026-12-31', '2027-01-01'];
    const recorded = (sign: ZodiacSignId) => dates.map((date) => picks(sign, date).join(''));
    expect(recorded('aries')).toEqual(['4055535', '5100311', '0053302', '1112241']);
    expect(recorded('cancer')).toEqual(['1304353', '4244315', '2220310', '3005131']);
    expect(recorded('libra')).toEqual(['2154352', '2100454', '2213107', '5520435']);
    expect(recorded('capricorn')).toEqual(['1524146', '2241013', '1214431', '4043523']);
  });

  it('makes the recorded picks for every sign on 2,000 days from 2022-01-08', () => {
    // FNV-1a over every pick, in order: one number stands for 168,000 recorded choices.
    let digest = 0x811c9dc5;
    for (const sign of ZODIAC_SIGN_IDS) {
      for (let value = 19_000; value < 21_000; value++) {
        for (const index of picks(sign, dayText(value))) digest = Math.imul(digest ^ index, 0x01000193) >>> 0;
      }
    }
    expect(dayText(19_000)).toBe('2022-01-08');
    expect(digest.toString(16)).toBe('ed60e8b6');
  });

  it('changes every line from one day to the next, across leap days and year ends, 2023 to 2030', () => {
    for (const sign of ZODIAC_SIGN_IDS) {
      let previous = dailyHoroscope(sign, '2022-12-31');
      for (const date of days('2023-01-01', '2030-12-31')) {
        const current = dailyHoroscope(sign, date);
        const repeated = current.paragraphs.some((paragraph, index) => paragraph === previous.paragraphs[index]);
        if (repeated || current.specialInsight === previous.specialInsight) {
          expect({ sign, date, current }).toEqual({ sign, date, current: 'different from the day before' });
        }
        previous = current;
      }
    }
  });

  it('changes on the leap day and both sides of it, and across the new year', () => {
    for (const sign of ZODIAC_SIGN_IDS) {
      const texts = ['2024-02-28', '2024-02-29', '2024-03-01', '2026-12-31', '2027-01-01'].map((date) => fullText(dailyHoroscope(sign, date)));
      expect(texts[1]).not.toBe(texts[0]);
      expect(texts[2]).not.toBe(texts[1]);
      expect(texts[4]).not.toBe(texts[3]);
    }
  });

  it('uses every line of every pool in a year, in balanced measure', () => {
    for (const sign of ZODIAC_SIGN_IDS) {
      const content = dailyHoroscopeContentFor(sign);
      const sizes = [...DAILY_THEMES.flatMap((theme) => [content[theme].leads.length, content[theme].advice.length]), content.insights.length];
      const counts = sizes.map((size) => new Array<number>(size).fill(0));
      for (const date of days('2026-01-01', '2026-12-31')) {
        picks(sign, date).forEach((index, pool) => counts[pool]![index]!++);
      }
      counts.forEach((pool, index) => {
        // Dealt in rounds, each line shows about 365 / size times, never more than one round off.
        const expected = 365 / sizes[index]!;
        for (const count of pool) {
          expect(count).toBeGreaterThanOrEqual(Math.floor(expected) - 1);
          expect(count).toBeLessThanOrEqual(Math.ceil(expected) + 1);
        }
      });
    }
  });

  it('rarely repeats a whole text within a year (fewer than 1 day in 1,000, 2024 to 2033)', () => {
    let repeats = 0;
    let total = 0;
    for (const sign of ZODIAC_SIGN_IDS) {
      for (let year = 2024; year < 2034; year++) {
        const seen = new Set<string>();
        for (const date of days(`${year}-01-01`, `${year}-12-31`)) {
          const text = fullText(dailyHoroscope(sign, date));
          if (seen.has(text)) repeats++;
          seen.add(text);
          total++;
        }
      }
    }
    expect(repeats / total).toBeLessThan(0.001);
  });

  it('returns a fresh result every call', () => {
    const first = dailyHoroscope('pisces', '2026-11-26');
    first.paragraphs.length = 0;
    expect(dailyHoroscope('pisces', '2026-11-26').paragraphs).toHaveLength(DAILY_THEMES.length);
  });

  describe('whatever the machine time zone', () => {
    afterEach(() => {
      vi.unstubAllEnvs();
    });

    it.each(['Pacific/Kiritimati', 'Pacific/Pago_Pago'])('gives the same text with TZ=%s', (zone) => {
      const expected = ['2026-11-26', '2027-01-01'].map((date) => fullText(dailyHoroscope('leo', date)));
      vi.stubEnv('TZ', zone);
      expect(new Date('2026-11-26T12:00:00Z').getTimezoneOffset()).not.toBe(0);
      expect(['2026-11-26', '2027-01-01'].map((date) => fullText(dailyHoroscope('leo', date)))).toEqual(expected);
    });
  });

  it.each(['', '2023-02-29', '2026-13-01', '2026-1-1', '2026-11-26T07:00:00Z', ' 2026-11-26'])('refuses the date %j', (date) => {
    expect(() => dailyHoroscope('leo', date)).toThrow(RangeError);
  });

  it('refuses an unknown sign', () => {
    expect(() => dailyHoroscope('ophiuchus' as ZodiacSignId, '2026-11-26')).toThrow(RangeError);
    expect(() => dailyHoroscopeContentFor('toString' as ZodiacSignId)).toThrow(RangeError);
  });
});
