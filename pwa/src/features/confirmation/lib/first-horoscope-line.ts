import { formatCalendarDate, parseCalendarDate } from '@shared/domain/calendar-date';
import { DAILY_HOUR, firstDelivery, localDate, resolveTimeZone } from '@shared/domain/daily-schedule';
import { addDays } from '@shared/domain/day-number';
import { longDate } from '@shared/domain/long-date';

/**
 * Where the subscribe box is: offering the daily horoscope, subscribed by the visitor just now, or
 * subscribed already when the page opened (no first horoscope to announce then).
 */
export type SubscribeMoment = 'offer' | 'subscribed-now' | 'subscribed-before';

const EVERY_MORNING = `every morning at ${DAILY_HOUR}:00 your time`;

/** "7:00 AM" on the subscriber's clocks, in US English as the rest of the shop's words. */
function clockTime(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' }).format(at);
}

/**
 * When the first horoscope comes, said truthfully: from 07:00 until midnight today's is due, so it
 * leaves at the server's next minute tick ("within a few minutes"); before 07:00 it comes at 07:00
 * today. The zone is the device's, which the subscribe request sends; an unknown one counts as UTC,
 * as on the server.
 */
function firstArrival(timeZone: string, now: Date): string {
  const zone = resolveTimeZone(timeZone);
  const first = firstDelivery(zone, now);
  if (first.immediate) return 'within a few minutes';
  return `${arrivalDay(first.date, localDate(zone, now))} at ${clockTime(first.at, zone)}`;
}

/**
 * The day of a delivery as the subscriber's calendar calls it from `today` (both `YYYY-MM-DD`):
 * "today", "tomorrow", or the long date when a day the zone's clocks skip comes between.
 */
export function arrivalDay(date: string, today: string): string {
  if (date === today) return 'today';
  const day = parseCalendarDate(today);
  if (day && date === formatCalendarDate(addDays(day, 1))) return 'tomorrow';
  return `on ${longDate(date)}`;
}

/** The subscribe box's line about when the horoscope arrives, for the device's zone at `now`. */
export function firstHoroscopeLine(moment: SubscribeMoment, timeZone: string, now: Date = new Date()): string {
  switch (moment) {
    case 'offer':
      return `Your first one arrives ${firstArrival(timeZone, now)}, then ${EVERY_MORNING}.`;
    case 'subscribed-now':
      return `Your first horoscope arrives ${firstArrival(timeZone, now)}, then ${EVERY_MORNING}.`;
    case 'subscribed-before':
      return `Your horoscope arrives ${EVERY_MORNING}.`;
  }
}
