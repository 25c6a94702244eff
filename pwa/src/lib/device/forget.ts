import { MEDITATION_CACHE, SKETCH_CACHE } from './caches';
import { offlineDb } from './database';
import { forgetAccountCopies } from './last-copy';

/**
 * What an account left on this device goes when the account leaves it: at sign-out, when a session is
 * found ended, when someone else signs in here, and when the API answers 401 to a signed-in browser.
 * The next person on a shared phone then finds none of it, online or off. Load it lazily
 * (`await import('@/lib/device/forget')`): it brings Dexie, which the landing page never loads.
 *
 * What goes: every account's last copies (readings, the dashboard's orders), the sketches pages showed,
 * the meditation saved for offline, and where each track was left (tracks are named by request codes,
 * which are the account's secrets).
 *
 * What stays: the copies kept for anyone with a code (previews), and the questionnaire drafts and
 * answers waiting to be sent. Those are kept under their account and sent only with that account's
 * session, so nobody else sees or sends them; removing them would lose what the customer typed before
 * it reached the server.
 */
export async function forgetAccountOnDevice(): Promise<void> {
  await Promise.all([
    forgetAccountCopies(),
    deleteCache(SKETCH_CACHE, 'Could not clear the saved sketches'),
    deleteCache(MEDITATION_CACHE, 'Could not remove the saved meditation'),
    offlineDb.playbackPositions.clear().catch((error: unknown) => console.warn('Could not clear the remembered positions', error)),
  ]);
}

async function deleteCache(name: string, failure: string): Promise<void> {
  try {
    if (typeof caches !== 'undefined') await caches.delete(name);
  } catch (error) {
    console.warn(failure, error);
  }
}
