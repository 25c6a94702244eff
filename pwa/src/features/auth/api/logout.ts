import { endpoints } from '@shared/api/endpoints';
import { request } from '@/lib/api-client';

/**
 * `POST /api/logout`: ends the session on the server and expires the cookie (only the server can,
 * it is httpOnly). Loaded on demand by the frame's logout, so the landing page carries no API code.
 */
export async function logout(): Promise<void> {
  await request(endpoints.auth.logout);
}
