/// <reference lib="webworker" />
/**
 * The service worker (vite-plugin-pwa, injectManifest). It keeps the app shell — HTML, every route's
 * script and style, our artwork and icons — in a precache, so pages open with the network off.
 * API calls have no route here on purpose: they always go to the network, never a stale copy. Data for
 * offline use (readings a visitor opened, questionnaire drafts and answers waiting to be sent) lives in
 * IndexedDB, written by the pages themselves; this worker only drains the answers' outbox, keeps
 * the sketches pages showed, and plays the meditation a customer saved for offline.
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import type { RouteHandlerCallback } from 'workbox-core';
import { createPartialResponse } from 'workbox-range-requests';
import { drainOutbox } from './features/questionnaires/offline/outbox';
import { OUTBOX_SYNC_TAG } from './features/questionnaires/offline/sync-tag';
import { isOrderAudio, isUploadedImage, MEDITATION_CACHE, SKETCH_CACHE } from './lib/device/caches';
import { clickNotification, renewSubscription, showPush } from './features/notifications/sw-push';
import { CLAIM_MESSAGE } from './lib/worker-control';
import { APP_SHELL_FILE, PRERENDERED_PAGES, prerenderedPageAt } from '@shared/routes/prerendered-pages';
import { serverRenderedPageAt } from '@shared/routes/server-rendered-pages';

declare const self: ServiceWorkerGlobalScope;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Navigations are answered from the precache as the server answers them: a prerendered page
// with its own HTML, every other page path with the app shell the client router draws. Not the API (a
// CSV download opens as a navigation) nor uploaded sketches ("View Sketch" opens a new tab).
// The pages the server renders for each request (a reading, as this visitor may read it) come from the
// network while it answers; without one, the app shell draws the page from the reading's last copy on
// this device, or says that the page needs a connection.
const appShell = createHandlerBoundToURL(`/${APP_SHELL_FILE}`);
const prerendered = new Map<string, RouteHandlerCallback>(Object.values(PRERENDERED_PAGES).map((page) => [page.file, createHandlerBoundToURL(`/${page.file}`)]));
registerRoute(
  new NavigationRoute(
    (options) => {
      if (serverRenderedPageAt(options.url.pathname)) return fetch(options.request).catch(() => appShell(options));
      const page = prerenderedPageAt(options.url.pathname);
      return (page && prerendered.get(page.file)?.(options)) ?? appShell(options);
    },
    { denylist: [/^\/api\//, /^\/uploads\//] },
  ),
);

// Sketches a page showed: network first, so a redrawn sketch shows at once, with a copy kept
// for offline use. The network is asked past the HTTP cache (uploads are cached "immutable" for a year):
// once sign-out deletes the copies (lib/device/forget.ts), nothing answers for them offline.
registerRoute(
  ({ url, request }) => isUploadedImage(url, request, self.location.origin),
  async ({ request }) => {
    const cache = await caches.open(SKETCH_CACHE);
    try {
      const response = await fetch(request, { cache: 'no-store' });
      if (response.ok) await cache.put(request, response.clone());
      return response;
    } catch (error) {
      const saved = await cache.match(request);
      if (saved) return saved;
      throw error;
    }
  },
);

// The meditation saved for offline: "Save for offline" put the whole file in its own cache
// (lib/device/caches.ts). While it is there the device's copy answers, byte ranges
// included (an <audio> element asks for ranges as it plays and seeks), so it plays and seeks with no
// network and no data used. Not saved: the request goes to the network as it came.
registerRoute(
  ({ url }) => isOrderAudio(url, self.location.origin),
  async ({ request }) => {
    const saved = await (await caches.open(MEDITATION_CACHE)).match(request.url);
    if (!saved) return fetch(request);
    return request.headers.has('range') ? createPartialResponse(request, saved) : saved;
  },
);

// Background Sync: the browser wakes us when the network is back, even with every tab
// closed, and we drain the same IndexedDB outbox as the pages, under the same lock. The API is
// same-origin, so the session cookie goes with each answer. A round that could not reach the server
// fails the event, and the browser tries again later with its own backoff.
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}
self.addEventListener('sync' as keyof ServiceWorkerGlobalScopeEventMap, (event) => {
  const sync = event as SyncEvent;
  if (sync.tag !== OUTBOX_SYNC_TAG) return;
  sync.waitUntil(
    drainOutbox({ force: true }).then((result) => {
      if (result.retryLater) throw new Error('The questionnaire outbox could not reach the server; the browser will retry.');
    }),
  );
});

// Web push (features/notifications/sw-push.ts): "Your reading is ready" is shown with the
// app's icon and badge; a click brings the reading's page to the front (an open window, or a new one);
// when the browser renews a subscription we subscribe again and tell the server.
self.addEventListener('push', showPush);
self.addEventListener('notificationclick', clickNotification);
self.addEventListener('pushsubscriptionchange', renewSubscription);

// A new version waits until the page asks (pwa/src/lib/service-worker.ts), then takes over open tabs.
// A page that waits for offline use and is not controlled (loaded by a hard reload after this worker
// activated) asks to be claimed (pwa/src/lib/worker-control.ts).
self.addEventListener('message', (event) => {
  const type = (event.data as { type?: string } | null)?.type;
  if (type === 'SKIP_WAITING') void self.skipWaiting();
  if (type === CLAIM_MESSAGE.type) event.waitUntil(self.clients.claim());
});
clientsClaim();
