/**
 * Uploaded sketches (`/uploads/...`) that pages showed are kept in this Cache Storage cache by the
 * service worker (pwa/src/sw.ts), network first, so a reading opened offline shows its sketch too. The
 * pages delete it at sign-out, with the account's offline readings (offline.ts).
 */
export const SKETCH_CACHE = 'soulsketch-sketches';

/** An image the page loads from our uploads (not a navigation to one: "View Sketch" opens it as a page). */
export function isUploadedImage(url: URL, request: Request, origin: string): boolean {
  return url.origin === origin && url.pathname.startsWith('/uploads/') && request.method === 'GET' && request.destination === 'image';
}

export async function clearSketchCache(): Promise<void> {
  try {
    if (typeof caches !== 'undefined') await caches.delete(SKETCH_CACHE);
  } catch (error) {
    console.warn('Could not clear the saved sketches', error);
  }
}
