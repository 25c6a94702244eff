import { endpoints } from '@shared/api/endpoints';
import type { ZodiacSignId } from '@shared/domain/zodiac';
import { request } from '@/lib/api-client';
import { deviceTimeZone } from '@/lib/device-time-zone';

/**
 * The daily horoscope mail's unsubscribe and resubscribe calls, by the token in the mail's link.
 * The token alone says whose subscription it is, so no session cookie goes with it: someone signed in
 * as another account, or whose session ended, gets the same answer as anyone holding the link.
 */
export async function unsubscribeDailyHoroscope(token: string): Promise<void> {
  await request(endpoints.horoscope.unsubscribe, { query: { token }, credentials: 'omit' });
}

export async function resubscribeDailyHoroscope(token: string): Promise<void> {
  await request(endpoints.horoscope.resubscribe, { query: { token }, credentials: 'omit' });
}

/** Whether the link's horoscope is still on, so a used unsubscribe link says it is done. Changes nothing. */
export async function dailyHoroscopeLinkState(token: string): Promise<{ subscribed: boolean }> {
  return request(endpoints.horoscope.linkState, { query: { token }, credentials: 'omit' });
}

/**
 * Asks for the daily horoscope for an address: the server mails it a link to confirm, and nothing
 * starts before that link is used. The answer is the same whatever the address.
 */
export async function requestDailyHoroscope(input: { email: string; sign: ZodiacSignId }): Promise<void> {
  await request(endpoints.horoscope.subscribe, { body: { ...input, timeZone: deviceTimeZone() }, credentials: 'omit' });
}

/** The "Confirm your daily horoscope" mail's link, used: the horoscope starts. */
export async function confirmDailyHoroscope(token: string): Promise<{ sign: ZodiacSignId }> {
  return request(endpoints.horoscope.confirm, { query: { token }, credentials: 'omit' });
}
