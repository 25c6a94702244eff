import { endpoints } from '@shared/api/endpoints';
import type { SessionUser } from '@shared/schemas/auth';
import { request } from './api-client';
import { hasErrorCode } from './error-messages';
import { sessionRefused } from './session-refused';

/**
 * Who the session cookie belongs to, from `GET /api/me`; null when nobody is signed in. The server says
 * "signed out" with `user: null` rather than a 401, so visitors' pages log no error; to this browser it
 * still means the server does not know its session, as a refused request does: the app forgets the
 * account it held here (session-refused.ts), exactly as a 401 made it do. A 401 (a server from before
 * that answer) still reads as signed out. Throws when the server cannot be asked.
 */
export async function signedInAccount(signal?: AbortSignal): Promise<SessionUser | null> {
  try {
    const { user } = await request(endpoints.auth.me, { signal });
    if (user === null) sessionRefused();
    return user;
  } catch (error) {
    if (hasErrorCode(error, 'unauthorized')) return null;
    throw error;
  }
}
