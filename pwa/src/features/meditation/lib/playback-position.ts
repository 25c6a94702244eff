import { offlineDb } from '@/lib/device/database';

/**
 * The playback position per track, on this device only (IndexedDB): the meditation opens where it was
 * left, online or offline. Failures (private mode, a full disk) only mean starting from the top. The
 * positions leave the device with the account (lib/device/forget.ts).
 */
export async function rememberedPosition(track: string): Promise<number | undefined> {
  try {
    return (await offlineDb.playbackPositions.get(track))?.position;
  } catch {
    return undefined;
  }
}

export async function rememberPosition(track: string, position: number): Promise<void> {
  try {
    await offlineDb.playbackPositions.put({ track, position, updatedAt: Date.now() });
  } catch (error) {
    console.warn('Could not remember where the meditation was', error);
  }
}
