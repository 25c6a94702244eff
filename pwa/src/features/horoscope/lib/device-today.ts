import { localDate } from '@shared/domain/daily-schedule';
import { deviceTimeZone } from '@/lib/device-time-zone';

/**
 * Today on the device's own calendar, `YYYY-MM-DD`: the day in the time zone the device is set to, as
 * the daily mail counts a subscriber's day, so the page and the morning's mail show the same text.
 */
export function deviceToday(now: Date = new Date()): string {
  return localDate(deviceTimeZone(), now);
}
