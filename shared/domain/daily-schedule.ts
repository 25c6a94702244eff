import { formatCalendarDate } from './calendar-date';
import { addDays } from './day-number';
import { instantOfLocalHour, resolveTimeZone, wallClock } from './zoned-clock';

export { FALLBACK_TIME_ZONE, isValidTimeZone, localDate, resolveTimeZone } from './zoned-clock';

/**
 * When a subscriber's daily horoscope is due. Each subscriber has a time zone; a day's horoscope is
 * due from 07:00 on the subscriber's clocks until the end of that day. Before 07:00 nothing new is due:
 * yesterday's horoscope has been sent (or its day has passed) and today's waits for the morning.
 * An unknown or invalid zone name counts as UTC, so a bad value delays nobody's horoscope for good.
 */

/** The local hour from which a day's horoscope is due. */
export const DAILY_HOUR = 7;

/**
 * The calendar day (`YYYY-MM-DD`) whose horoscope is due at `now` in the zone: today's from 07:00 local
 * time, undefined before 07:00. A horoscope is only for its own day: one not sent by midnight is not
 * sent the next morning, when that day's own is due instead.
 */
export function dueDate(timeZone: string, now: Date = new Date()): string | undefined {
  const clock = wallClock(resolveTimeZone(timeZone), now);
  return clock.hour >= DAILY_HOUR ? formatCalendarDate(clock.date) : undefined;
}

export interface Delivery {
  /** The subscriber's calendar day whose horoscope arrives, `YYYY-MM-DD`. */
  date: string;
  /** The instant it becomes due: 07:00 local time that day. */
  at: Date;
}

/**
 * The next time a horoscope becomes due after `now` (strictly after: at 07:00 exactly, that day's is
 * due now and this names tomorrow's). A subscription made before 07:00 starts with this day; one made
 * later starts with today's, sent at once (`firstDelivery`). Daylight saving changes are followed (07:00
 * is not always 24 hours after yesterday's 07:00), and a day the zone's clocks skip is passed over.
 */
export function nextDelivery(timeZone: string, now: Date = new Date()): Delivery {
  const zone = resolveTimeZone(timeZone);
  const today = wallClock(zone, now).date;
  const time = now.getTime();
  // Today's 07:00 may still be ahead; otherwise tomorrow's, or the day after when a whole day is skipped.
  for (let days = 0; days <= 2; days++) {
    const day = addDays(today, days);
    const at = instantOfLocalHour(zone, day, DAILY_HOUR);
    if (at && at.getTime() > time) return { date: formatCalendarDate(day), at };
  }
  throw new RangeError(`No ${DAILY_HOUR}:00 in the next three days in ${zone}`);
}

export interface FirstDelivery extends Delivery {
  /**
   * Today's horoscope is due already: the server's minute tick sends it within a minute or two of
   * subscribing, and `at` is `now`. Otherwise it waits for `at`, the coming 07:00.
   */
  immediate: boolean;
}

/**
 * When a subscription made at `now` brings its first horoscope. From 07:00 until midnight the day is
 * due, so a new subscriber is sent today's at the next tick rather than waiting for tomorrow; before
 * 07:00 the first is today's, at 07:00 (or the next morning the zone's clocks have one).
 */
export function firstDelivery(timeZone: string, now: Date = new Date()): FirstDelivery {
  const due = dueDate(timeZone, now);
  if (due !== undefined) return { date: due, at: new Date(now.getTime()), immediate: true };
  return { ...nextDelivery(timeZone, now), immediate: false };
}
