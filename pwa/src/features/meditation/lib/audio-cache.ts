/**
 * Where "Save for offline" keeps an order's audio: the whole file, in this Cache Storage
 * cache, under its API address. The service worker (pwa/src/sw.ts) answers the player's byte-range
 * requests from it, so the meditation plays and seeks with no network. Kept apart from the page's code
 * so the worker imports only these few lines. A new file format would get a new name (-v2).
 */
export const MEDITATION_CACHE = 'meditation-audio-v1';

const ORDER_AUDIO_PATH = /^\/api\/orders\/[^/]+\/audio$/;

/** An order's audio file (`GET /api/orders/{code}/audio`) on our own origin. */
export function isOrderAudio(url: URL, origin: string): boolean {
  return url.origin === origin && ORDER_AUDIO_PATH.test(url.pathname);
}
