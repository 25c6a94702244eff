import { formatCalendarDate, type CalendarDate } from './calendar-date';
import { dayNumber } from './day-number';

/**
 * What the clocks of a time zone read at an instant, through Intl.DateTimeFormat and its time zone
 * database (full ICU in Node 20 and in every current browser): the offsets, daylight saving dates and
 * half-hour zones come from there, never from the machine's own zone.
 */

/** Where an unknown or invalid zone name leads: every answer below is then the UTC one. */
export const FALLBACK_TIME_ZONE = 'UTC';

export interface WallClock {
  date: CalendarDate;
  hour: number;
  minute: number;
  second: number;
}

const SECOND_MS = 1000;
const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

// A formatter is slow to make and quick to use: one per zone name, kept. The cache is capped because
// the names come from visitors, who could send endless spellings of valid zones ("utc", "UTC", "Utc").
const MAX_CACHED_ZONES = 500;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat | undefined {
  const cached = formatters.get(timeZone);
  if (cached) return cached;
  let formatter: Intl.DateTimeFormat;
  try {
    // The Gregorian calendar, Latin digits and a 0-23 hour whatever the engine's defaults: the parts are
    // read as numbers below.
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      calendar: 'gregory',
      numberingSystem: 'latn',
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
  } catch {
    return undefined;
  }
  if (formatters.size >= MAX_CACHED_ZONES) formatters.clear();
  formatters.set(timeZone, formatter);
  return formatter;
}

/** A zone name this engine knows ('Europe/London', 'Asia/Kolkata', 'UTC'...). */
export function isValidTimeZone(timeZone: unknown): timeZone is string {
  return typeof timeZone === 'string' && timeZone !== '' && formatterFor(timeZone) !== undefined;
}

/** The zone name when it is valid, otherwise UTC. */
export function resolveTimeZone(timeZone: unknown): string {
  return isValidTimeZone(timeZone) ? timeZone : FALLBACK_TIME_ZONE;
}

function checkedTime(instant: Date): number {
  const time = instant.getTime();
  if (!Number.isFinite(time)) throw new RangeError('Invalid date');
  return time;
}

/** The clocks of the zone (UTC for an invalid name) at the instant, to the second. */
export function wallClock(timeZone: string, instant: Date): WallClock {
  const formatter = formatterFor(timeZone) ?? formatterFor(FALLBACK_TIME_ZONE)!;
  const parts: Record<string, number> = {};
  for (const part of formatter.formatToParts(checkedTime(instant))) parts[part.type] = Number(part.value);
  return {
    date: { year: parts.year!, month: parts.month!, day: parts.day! },
    hour: parts.hour!,
    minute: parts.minute!,
    second: parts.second!,
  };
}

/** The zone's calendar day (UTC's for an invalid name) at the instant, as `YYYY-MM-DD`: the day the app shows. */
export function localDate(timeZone: string, instant: Date = new Date()): string {
  return formatCalendarDate(wallClock(timeZone, instant).date);
}

/** A wall-clock reading as milliseconds on one running scale, to compare readings and instants. */
function wallTime({ date, hour, minute, second }: WallClock): number {
  return dayNumber(date) * DAY_MS + hour * HOUR_MS + minute * 60_000 + second * SECOND_MS;
}

/** What the zone's clocks read at a time, on the wall-time scale, milliseconds included. */
function wallTimeAt(timeZone: string, time: number): number {
  const milliseconds = ((time % SECOND_MS) + SECOND_MS) % SECOND_MS;
  return wallTime(wallClock(timeZone, new Date(time - milliseconds))) + milliseconds;
}

/**
 * The first instant at which the zone's clocks read the hour (0-23) of the day or later. Usually the
 * one moment they read it; when clocks go back across it, the first of the two; when clocks jump over
 * it, the moment of the jump, the first at which the clocks are past it. Undefined when the clocks
 * skip that whole part of the day, so the first reading past it already belongs to a later day (Samoa
 * went from 29 to 31 December 2011).
 */
export function instantOfLocalHour(timeZone: string, date: CalendarDate, hour: number): Date | undefined {
  if (!Number.isInteger(hour) || hour < 0 || hour > 23) throw new RangeError(`Hour must be 0-23, got ${hour}`);
  const zone = resolveTimeZone(timeZone);
  const target = dayNumber(date) * DAY_MS + hour * HOUR_MS;
  const offsetAt = (time: number) => wallTimeAt(zone, time) - time;

  // The offsets a day either side: any change of the zone's offset near the target lies between them.
  const offsets = [...new Set([offsetAt(target - DAY_MS), offsetAt(target), offsetAt(target + DAY_MS)])];
  const candidates = offsets.map((offset) => target - offset);
  const exact = candidates.filter((time) => offsetAt(time) === target - time);
  if (exact.length > 0) return new Date(Math.min(...exact));

  // In a jump: the clocks read before the target at the earliest candidate and past it at the latest.
  let before = Math.min(...candidates);
  let after = Math.max(...candidates);
  while (after - before > SECOND_MS) {
    const middle = before + Math.floor((after - before) / 2 / SECOND_MS) * SECOND_MS;
    if (wallTimeAt(zone, middle) >= target) after = middle;
    else before = middle;
  }
  const reached = wallClock(zone, new Date(after)).date;
  return dayNumber(reached) === dayNumber(date) ? new Date(after) : undefined;
}
