import { nextDelivery } from '@shared/domain/daily-schedule';

/**
 * When the minute's tick next needs to read a subscriber it has just looked at, at `now`: their zone's
 * next 07:00 strictly after `now` (shared/domain/daily-schedule.ts). Before 07:00 local that is today's,
 * the moment today's horoscope becomes due; from 07:00 on (today's queued by this run or an earlier one)
 * tomorrow's. Daylight saving is followed, a skipped 07:00 is the moment the clocks jump past it, and
 * a day the zone skips whole has no horoscope to wait for. So no due day lies before the instant
 * returned: waiting until then never skips one. An unknown zone counts as UTC, as for `dueDate`.
 */
export function nextDueAt(timeZone: string, now: Date): string {
  return nextDelivery(timeZone, now).at.toISOString();
}
