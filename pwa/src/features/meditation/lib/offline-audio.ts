import { buildPath } from '@shared/api/define-endpoint';
import { endpoints } from '@shared/api/endpoints';
import { fetchFile } from '@/lib/api-client';
import { MEDITATION_CACHE } from '@/lib/device/caches';

/**
 * "Save for offline": the whole audio file goes into the app's own cache (lib/device/caches.ts),
 * where the service worker answers the player from it. The page also tells the customer the file's
 * size and the device's free space, and asks the browser to keep the app's storage (persist), so the
 * browser does not clear it under storage pressure without asking.
 */

/** The order's audio address: what the player plays and the cache keeps. */
export function audioUrl(code: string): string {
  return buildPath(endpoints.orders.audio.path, { code });
}

export interface SavedAudio {
  bytes: number;
  savedAt: string | null;
}

/** When the copy was saved: our own header on the cached answer. */
const SAVED_AT = 'X-Saved-At';

const cacheStorage = (): CacheStorage | undefined => (typeof caches === 'undefined' ? undefined : caches);

/** The file's size from the server (HEAD), before saving it. */
export async function audioSize(code: string): Promise<number | undefined> {
  const response = await fetchFile(endpoints.orders.audio, { code }, { method: 'HEAD' });
  return Number(response.headers.get('Content-Length')) || undefined;
}

/** The copy kept on this device for this order, if any. */
export async function savedAudio(code: string): Promise<SavedAudio | undefined> {
  const storage = cacheStorage();
  if (!storage) return undefined;
  const response = await (await storage.open(MEDITATION_CACHE)).match(audioUrl(code));
  if (!response) return undefined;
  const bytes = Number(response.headers.get('Content-Length')) || (await response.blob()).size;
  return { bytes, savedAt: response.headers.get(SAVED_AT) };
}

export class NotEnoughSpaceError extends Error {
  constructor() {
    super('There is not enough free space on this device to save the meditation.');
    this.name = 'NotEnoughSpaceError';
  }
}

/**
 * Downloads the whole file (reporting progress as it arrives) and keeps it. Only a complete download
 * is stored: a half file would play and then stop offline.
 */
export async function saveAudio(code: string, onProgress: (loaded: number, total: number) => void, signal?: AbortSignal): Promise<SavedAudio> {
  const storage = cacheStorage();
  if (!storage) throw new Error('This browser cannot keep files for offline use.');
  const response = await fetchFile(endpoints.orders.audio, { code }, { signal });
  const total = Number(response.headers.get('Content-Length')) || 0;
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let loaded = 0;
  const reader = response.body!.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    loaded += value.length;
    onProgress(loaded, total);
  }
  if (total && loaded !== total) throw new Error('The download was cut short. Please try again.');

  const blob = new Blob(chunks, { type: response.headers.get('Content-Type') ?? 'audio/mp4' });
  const savedAt = new Date().toISOString();
  const copy = new Response(blob, { headers: { 'Content-Type': blob.type, 'Content-Length': String(blob.size), [SAVED_AT]: savedAt } });
  try {
    await (await storage.open(MEDITATION_CACHE)).put(audioUrl(code), copy);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'QuotaExceededError') throw new NotEnoughSpaceError();
    throw error;
  }
  return { bytes: blob.size, savedAt };
}

export async function removeSavedAudio(code: string): Promise<void> {
  await (await cacheStorage()?.open(MEDITATION_CACHE))?.delete(audioUrl(code));
}

export interface DeviceStorage {
  /** What the browser lets this site use, and what it uses now (bytes), as the browser estimates. */
  free: number;
  /** Whether the browser promised to keep the app's storage (no eviction under pressure). */
  persistent: boolean;
}

export async function deviceStorage(): Promise<DeviceStorage | undefined> {
  const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
  if (!storage?.estimate) return undefined;
  const [{ quota = 0, usage = 0 }, persistent] = await Promise.all([storage.estimate(), storage.persisted?.() ?? Promise.resolve(false)]);
  return { free: Math.max(0, quota - usage), persistent };
}

/**
 * Asks the browser to keep the app's storage (Chromium decides by engagement, Safari and Firefox may
 * ask the user). Answers whether it is persistent now; a refusal is not an error: the copy is saved.
 */
export async function keepStorage(): Promise<boolean> {
  const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
  if (!storage?.persist) return false;
  try {
    return (await storage.persisted?.()) || (await storage.persist());
  } catch {
    return false;
  }
}
