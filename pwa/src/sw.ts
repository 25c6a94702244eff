/// <reference lib="webworker" />
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';

declare const self: ServiceWorkerGlobalScope;

// Placeholder: the app-shell worker is completed in the PWA shell work.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
