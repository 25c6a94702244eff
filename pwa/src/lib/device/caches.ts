/**
 * The device store's Cache Storage caches: files kept whole, under their own addresses, for the service
 * worker (pwa/src/sw.ts) to answer offline. Kept apart from the rest of the store so the worker imports
 * only these few lines. A new file format would get a new name (-v2).
 */

/**
 * Uploaded sketches (`/uploads/...`) that pages showed, kept by the service worker, network first, so a
 * reading opened offline shows its sketch too.
 */
export const SKETCH_CACHE = 'soulsketch-sketches';

/** An image the page loads from our uploads (not a navigation to one: "View Sketch" opens it as a page). */
export function isUploadedImage(url: URL, request: Request, origin: string): boolean {
  return url.origin === origin && url.pathname.startsWith('/uploads/') && request.method === 'GET' && request.destination === 'image';
}

/**
 * Where "Save for offline" keeps an order's audio: the whole file, under its API address. The service
 * worker answers the player's byte-range requests from it, so the meditation plays and seeks with no
 * network.
 */
export const MEDITATION_CACHE = 'meditation-audio-v1';

const ORDER_AUDIO_PATH = /^\/api\/orders\/[^/]+\/audio$/;

/** An order's audio file (`GET /api/orders/{code}/audio`) on our own origin. */
export function isOrderAudio(url: URL, origin: string): boolean {
  return url.origin === origin && ORDER_AUDIO_PATH.test(url.pathname);
}
