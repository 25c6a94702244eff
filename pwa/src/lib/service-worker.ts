import { pageLoaded } from './page-loaded';
import { pageSettled } from './page-settled';

/**
 * How long after the page has settled the worker's install starts. The install downloads and stores the
 * whole shell (about 180 files): on a first visit from a phone it competes for the network and the CPU
 * with what the visitor does first, so it waits for a quiet moment. Measured (docs/decisions/016):
 * started as soon as the page settled, it raised the landing page's blocking time by about a third.
 */
const INSTALL_AFTER_SETTLED_MS = 5_000;

/** The one registration of this page, started by the timer below or by an offline action, whichever comes first. */
let registration: Promise<void> | undefined;

const supported = () => import.meta.env.PROD && 'serviceWorker' in navigator;

/** Registers the worker now, once per page (a failed registration may be tried again). */
export function registerWorkerNow(): Promise<void> {
  registration ??= (async () => {
    const { Workbox } = await import('workbox-window');
    const workbox = new Workbox('/sw.js', { type: 'module' });
    // A new version takes over at once: the shell is small and pages keep no unsaved state in memory.
    workbox.addEventListener('waiting', () => workbox.messageSkipWaiting());
    await workbox.register();
  })().catch((error: unknown) => {
    // A later press may try again (the browser may allow it then).
    registration = undefined;
    throw error;
  });
  return registration;
}

/**
 * Registers the service worker in production builds only (a worker in dev would serve stale modules).
 * Not before the page has loaded and settled (lib/page-settled.ts), and a little while after that
 * (above), unless an offline action asked for it sooner (below). workbox-window is loaded then too.
 */
export function registerServiceWorker(): void {
  if (!supported()) return;
  const register = () =>
    registerWorkerNow().catch((error: unknown) => {
      // Blocked by the browser (privacy settings, some embedded views): the site works, just not offline.
      console.warn('Offline support is unavailable in this browser', error);
    });
  void Promise.all([pageLoaded(), pageSettled]).then(() => setTimeout(register, INSTALL_AFTER_SETTLED_MS));
}
