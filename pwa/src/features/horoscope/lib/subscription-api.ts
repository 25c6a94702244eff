import { endpoints } from '@shared/api/endpoints';
import { request } from '@/lib/api-client';

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
