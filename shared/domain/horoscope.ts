import { aquarius, gemini, libra } from './horoscope-content/air';
import { capricorn, taurus, virgo } from './horoscope-content/earth';
import { aries, leo, sagittarius } from './horoscope-content/fire';
import type { SignHoroscopeContent } from './horoscope-content/types';
import { cancer, pisces, scorpio } from './horoscope-content/water';
import { seedFor, seededRandom } from './seeded-random';
import { ZODIAC_SIGN_IDS, type ZodiacSignId } from './zodiac';

export type { SignHoroscopeContent } from './horoscope-content/types';

export interface WeeklyHoroscope {
  content: string[];
  specialInsight: string;
}

export interface IsoWeek {
  year: number;
  week: number;
}

/** Paragraphs shown per week (the thank-you and confirmation pages show up to three). */
export const WEEKLY_PARAGRAPH_COUNT = 3;

const CONTENT: Readonly<Record<ZodiacSignId, SignHoroscopeContent>> = Object.freeze({
  aries,
  taurus,
  gemini,
  cancer,
  leo,
  virgo,
  libra,
  scorpio,
  sagittarius,
  capricorn,
  aquarius,
  pisces,
});

// The text is shared module state handed out by reference: freezing stops one caller's mutation from
// leaking into what every later call returns.
for (const entry of Object.values(CONTENT)) {
  Object.freeze(entry.forecasts);
  Object.freeze(entry.insights);
  Object.freeze(entry.sentences);
  Object.freeze(entry);
}

export function horoscopeContentFor(sign: ZodiacSignId): SignHoroscopeContent {
  const content = Object.hasOwn(CONTENT, sign) ? CONTENT[sign] : undefined;
  if (!content) throw new RangeError(`Unknown zodiac sign: ${String(sign)}`);
  return content;
}

const DAY_MS = 86_400_000;

function mod(value: number, modulus: number): number {
  return ((value % modulus) + modulus) % modulus;
}

/** Days since 1970-01-01 of the Date's UTC calendar day. */
function utcDayNumber(date: Date): number {
  const time = date.getTime();
  if (!Number.isFinite(time)) throw new RangeError('Invalid date');
  return Math.floor(time / DAY_MS);
}

/** Monday = 0 ... Sunday = 6; day 0 (1970-01-01) was a Thursday. */
function isoWeekday(dayNumber: number): number {
  return mod(dayNumber + 3, 7);
}

/**
 * ISO 8601 week-numbering week of the Date's UTC calendar day: weeks start on Monday and week 1 is the
 * one holding the year's first Thursday, so the days around New Year can belong to the other year.
 */
export function isoWeek(date: Date): IsoWeek {
  const day = utcDayNumber(date);
  const thursday = day - isoWeekday(day) + 3;
  const year = new Date(thursday * DAY_MS).getUTCFullYear();
  // setUTCFullYear rather than Date.UTC, which reads years 0-99 as 1900-1999.
  const janFirst = new Date(0);
  janFirst.setUTCFullYear(year, 0, 1);
  const week = Math.floor((thursday - janFirst.getTime() / DAY_MS) / 7) + 1;
  return { year, week };
}

/**
 * A running number for the ISO week (consecutive weeks give consecutive numbers, across year ends),
 * so the rotation below never has to special-case 53-week years.
 */
function weekSerial(date: Date): number {
  return Math.floor((utcDayNumber(date) + 3) / 7);
}

/**
 * This week's horoscope for a sign: the same for everyone during an ISO week (Monday to Sunday, UTC),
 * different the next week.
 *
 * The lead paragraph walks through the sign's paragraphs one per week; the other two are drawn by a
 * seeded shuffle, but never the lead paragraph of the week before or after. So each week opens with a
 * new paragraph and its set of three never equals the previous week's, while the mix stays varied.
 * The insight rotates one per week.
 */
export function weeklyHoroscope(sign: ZodiacSignId, on: Date): WeeklyHoroscope {
  const { forecasts, insights } = horoscopeContentFor(sign);
  const week = weekSerial(on);
  const count = forecasts.length;

  const lead = mod(week, count);
  const neighbours = new Set([lead, mod(lead - 1, count), mod(lead + 1, count)]);
  const candidates = forecasts.map((_, index) => index).filter((index) => !neighbours.has(index));

  const random = seededRandom(seedFor(ZODIAC_SIGN_IDS.indexOf(sign), week));
  const picked = [lead];
  while (picked.length < WEEKLY_PARAGRAPH_COUNT && candidates.length > 0) {
    const [index] = candidates.splice(Math.floor(random() * candidates.length), 1);
    picked.push(index!);
  }

  return {
    content: picked.map((index) => forecasts[index]!),
    specialInsight: insights[mod(week, insights.length)]!,
  };
}

/** The five canned sentences of a sign, for the confirmation page. */
export function signSentences(sign: ZodiacSignId): readonly string[] {
  return horoscopeContentFor(sign).sentences;
}

/** One of the five sentences; `random` is injectable so tests and server renders can be reproducible. */
export function randomSignSentence(sign: ZodiacSignId, random: () => number = Math.random): string {
  const sentences = signSentences(sign);
  // A custom source may return exactly 1 or stray outside [0, 1): clamp instead of reading past the end.
  const index = Math.min(sentences.length - 1, Math.max(0, Math.floor(random() * sentences.length) || 0));
  return sentences[index]!;
}
