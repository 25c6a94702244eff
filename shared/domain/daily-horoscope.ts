import { parseCalendarDate } from './calendar-date';
import { DAILY_CONTENT, DAILY_THEMES, type SignDailyContent } from './daily-horoscope-content';
import { dayNumber } from './day-number';
import { seedFor, seededRandom, shuffledIndices } from './seeded-random';
import { ZODIAC_SIGN_IDS, type ZodiacSignId } from './zodiac';

export { DAILY_THEMES, DAILY_THEME_TITLES, type DailyTheme, type SignDailyContent, type ThemeLines } from './daily-horoscope-content';

export interface DailyHoroscope {
  sign: ZodiacSignId;
  /** The subscriber's calendar day, `YYYY-MM-DD`. */
  date: string;
  /** One paragraph per theme, in the order of DAILY_THEMES (love, work, wellbeing). */
  paragraphs: string[];
  specialInsight: string;
}

export function dailyHoroscopeContentFor(sign: ZodiacSignId): SignDailyContent {
  const content = Object.hasOwn(DAILY_CONTENT, sign) ? DAILY_CONTENT[sign] : undefined;
  if (!content) throw new RangeError(`Unknown zodiac sign: ${String(sign)}`);
  return content;
}

/** Pools are numbered for their seeds: theme t's leads are 2t, its advice 2t + 1, the insights last. */
const INSIGHT_POOL = DAILY_THEMES.length * 2;

/** The seeded order of a pool's lines in one round (a round lasts as many days as the pool has lines). */
function roundOrder(count: number, signIndex: number, pool: number, round: number): number[] {
  return shuffledIndices(count, seededRandom(seedFor(signIndex, seedFor(pool, round))));
}

/**
 * A pool's line for a day. Lines are dealt like a shuffled deck: each round uses every line once, in an
 * order seeded by the sign, the pool and the round, so a line does not come back before the others have
 * had their day. When a round would open with the line that closed the round before, its first two
 * lines swap: the same line never shows on two days running, and consecutive days never read alike.
 */
function lineFor(lines: readonly string[], signIndex: number, pool: number, day: number): string {
  const count = lines.length;
  const round = Math.floor(day / count);
  const position = day - round * count;
  const order = roundOrder(count, signIndex, pool, round);
  // Only the first two days of a round depend on the round before.
  if (position < 2 && order[0] === roundOrder(count, signIndex, pool, round - 1)[count - 1]) {
    [order[0], order[1]] = [order[1]!, order[0]!];
  }
  return lines[order[position]!]!;
}

/**
 * A sign's horoscope for a calendar day (`YYYY-MM-DD`, the subscriber's own day in their time zone).
 * Everything follows from the sign and the day's number alone, through integer arithmetic that every
 * JavaScript engine computes alike: the same text for everyone that day, on the server, in e-mails and in
 * the app offline, and never the same text two days running. Throws a RangeError for an unknown sign or
 * a text that is not a real calendar day.
 */
export function dailyHoroscope(sign: ZodiacSignId, isoDate: string): DailyHoroscope {
  const content = dailyHoroscopeContentFor(sign);
  const date = parseCalendarDate(isoDate);
  if (!date) throw new RangeError(`Not a calendar day: ${isoDate}`);
  const day = dayNumber(date);
  const signIndex = ZODIAC_SIGN_IDS.indexOf(sign);

  const paragraphs = DAILY_THEMES.map((theme, index) => {
    const { leads, advice } = content[theme];
    return `${lineFor(leads, signIndex, 2 * index, day)} ${lineFor(advice, signIndex, 2 * index + 1, day)}`;
  });
  return { sign, date: isoDate, paragraphs, specialInsight: lineFor(content.insights, signIndex, INSIGHT_POOL, day) };
}
