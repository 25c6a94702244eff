import { normalizeRequestCode } from '@shared/domain/request-code';
import type { Reading } from '@shared/schemas/reading';
import { ApiError } from '@/lib/api-client';

/**
 * Readings a visitor opened are kept on the device so their pages open offline. The network always
 * wins when it answers; the saved copy is used only when the request could not reach the server. The
 * copy is exactly what the server sent: a preview stays a preview (`access`), and a later answer
 * replaces it (so a full reading opened by the owner becomes a preview again after a signed-out visit).
 */
async function saveReading(reading: Reading): Promise<void> {
  try {
    const { offlineDb } = await import('@/lib/db');
    await offlineDb.readings.put({ requestCode: reading.requestCode, reading, savedAt: new Date().toISOString() });
  } catch (error) {
    // Private browsing or a full disk: the page works, it just will not open offline.
    console.warn('Could not keep the reading for offline use', error);
  }
}

async function loadReading(code: string): Promise<Reading | undefined> {
  try {
    const { offlineDb } = await import('@/lib/db');
    return (await offlineDb.readings.get(normalizeRequestCode(code) ?? code))?.reading;
  } catch {
    return undefined;
  }
}

/** Fetches a reading, saving it for later; offline, answers the saved copy if there is one. */
export async function withOfflineCopy(code: string, fetchReading: () => Promise<Reading>): Promise<Reading> {
  try {
    const reading = await fetchReading();
    void saveReading(reading);
    return reading;
  } catch (error) {
    if (error instanceof ApiError && error.code === 'network') {
      const saved = await loadReading(code);
      if (saved) return saved;
    }
    throw error;
  }
}
