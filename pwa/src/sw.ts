/// <reference lib="webworker" />
/**
 * The service worker (vite-plugin-pwa, injectManifest). It keeps the app shell — HTML, every route's
 * script and style, our artwork and icons — in a precache, so pages open with the network off.
 * API calls have no route here on purpose: they always go to the network, never a stale copy. Data for
 * offline use (readings a visitor opened) lives in IndexedDB, written by the pages themselves.
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

declare const self: ServiceWorkerGlobalScope;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every page path is the single-page app: answer navigations with the precached index.html. Not the
// API (a CSV download opens as a navigation) nor uploaded sketches ("View Sketch" opens a new tab).
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api\//, /^\/uploads\//] }));

// A new version waits until the page asks (pwa/src/lib/service-worker.ts), then takes over open tabs.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
clientsClaim();
