import { parseCalendarDate, type CalendarDate } from './calendar-date';
import { MONTH_NAMES } from './long-date';

/**
 * The twelve tropical signs with their date ranges. The ranges are plain
 * calendar days, so a birthdate never changes sign with the visitor's time zone.
 */
export type ZodiacSignId =
  | 'aries'
  | 'taurus'
  | 'gemini'
  | 'cancer'
  | 'leo'
  | 'virgo'
  | 'libra'
  | 'scorpio'
  | 'sagittarius'
  | 'capricorn'
  | 'aquarius'
  | 'pisces';

export interface ZodiacSign {
  id: ZodiacSignId;
  name: string;
  symbol: string;
  /** Display text, e.g. 'March 21 - April 19'. */
  dateRange: string;
}

interface SignRange {
  sign: ZodiacSign;
  /** First day, as month * 100 + day (March 21 is 321). */
  from: number;
  /** Last day, same encoding; smaller than `from` when the sign spans the new year. */
  to: number;
}

function monthDay(value: number): string {
  return `${MONTH_NAMES[Math.floor(value / 100) - 1]} ${value % 100}`;
}

function range(id: ZodiacSignId, name: string, symbol: string, from: number, to: number): SignRange {
  return { sign: Object.freeze({ id, name, symbol, dateRange: `${monthDay(from)} - ${monthDay(to)}` }), from, to };
}

const RANGES: readonly SignRange[] = [
  range('aries', 'Aries', '\u2648', 321, 419),
  range('taurus', 'Taurus', '\u2649', 420, 520),
  range('gemini', 'Gemini', '\u264A', 521, 620),
  range('cancer', 'Cancer', '\u264B', 621, 722),
  range('leo', 'Leo', '\u264C', 723, 822),
  range('virgo', 'Virgo', '\u264D', 823, 922),
  range('libra', 'Libra', '\u264E', 923, 1022),
  range('scorpio', 'Scorpio', '\u264F', 1023, 1121),
  range('sagittarius', 'Sagittarius', '\u2650', 1122, 1221),
  range('capricorn', 'Capricorn', '\u2651', 1222, 119),
  range('aquarius', 'Aquarius', '\u2652', 120, 218),
  range('pisces', 'Pisces', '\u2653', 219, 320),
];

export const ZODIAC_SIGNS: readonly ZodiacSign[] = Object.freeze(RANGES.map((r) => r.sign));

export const ZODIAC_SIGN_IDS: readonly ZodiacSignId[] = Object.freeze(ZODIAC_SIGNS.map((s) => s.id));

const BY_ID = new Map<string, ZodiacSign>(ZODIAC_SIGNS.map((s) => [s.id, s]));
const PISCES = BY_ID.get('pisces')!;

export function isZodiacSignId(value: unknown): value is ZodiacSignId {
  return typeof value === 'string' && BY_ID.has(value);
}

export function zodiacSignById(id: ZodiacSignId): ZodiacSign {
  const sign = BY_ID.get(id);
  if (!sign) throw new RangeError(`Unknown zodiac sign: ${String(id)}`);
  return sign;
}

function contains({ from, to }: SignRange, key: number): boolean {
  return from <= to ? key >= from && key <= to : key >= from || key <= to;
}

/** The sign of a birthdate; only month and day matter (the ranges leave no gap; Pisces is what is left over). */
export function zodiacSignFor(birth: CalendarDate): ZodiacSign {
  const key = birth.month * 100 + birth.day;
  return RANGES.find((r) => contains(r, key))?.sign ?? PISCES;
}

/** The sign of a `YYYY-MM-DD` birthdate, or undefined when the text is not a real calendar day. */
export function zodiacSignForIsoDate(value: string): ZodiacSign | undefined {
  const birth = parseCalendarDate(value);
  return birth ? zodiacSignFor(birth) : undefined;
}
