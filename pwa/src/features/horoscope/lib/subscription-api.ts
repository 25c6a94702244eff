import * as z from 'zod/mini';
import { defineEndpoint } from '@shared/api/define-endpoint';
import { request } from '@/lib/api-client';

/**
 * The daily horoscope mail's unsubscribe and resubscribe calls, by the token in the mail's link.
 * Stand-ins for the contract's `horoscope.unsubscribe` and `horoscope.resubscribe`
 * (shared/api/endpoints.ts), which the API side declares: once they exist, use them here and delete
 * these two. The answer's body is not read, so any success answer will do.
 */
const unsubscribeEndpoint = defineEndpoint({ method: 'POST', path: '/api/horoscope/unsubscribe', query: z.object({ token: z.string() }), response: z.unknown() });
const resubscribeEndpoint = defineEndpoint({ method: 'POST', path: '/api/horoscope/resubscribe', query: z.object({ token: z.string() }), response: z.unknown() });

/**
 * The token alone says whose subscription it is, so no session cookie goes with it: someone signed in
 * as another account, or whose session ended, gets the same answer as anyone holding the link.
 */
export async function unsubscribeDailyHoroscope(token: string): Promise<void> {
  await request(unsubscribeEndpoint, { query: { token }, credentials: 'omit' });
}

export async function resubscribeDailyHoroscope(token: string): Promise<void> {
  await request(resubscribeEndpoint, { query: { token }, credentials: 'omit' });
}
