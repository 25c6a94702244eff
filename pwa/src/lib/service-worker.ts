import { pageLoaded } from './page-loaded';
import { pageSettled } from './page-settled';
import { OfflineNotReadyError, waitUntilControlled } from './worker-control';

export { OfflineNotReadyError } from './worker-control';

/**
 * How long after the page has settled the worker's install starts. The install downloads and stores the
 * whole shell (about 180 files): on a first visit from a phone it competes for the network and the CPU
 * with what the visitor does first, so it waits for a quiet moment. Measured (docs/decisions/016):
 * started as soon as the page settled, it raised the landing page's blocking time by about a third.
 */
const INSTALL_AFTER_SETTLED_MS = 5_000;

/** How long "make this page open offline" may take: the install downloads the whole shell. */
const OFFLINE_READY_TIMEOUT_MS = 60_000;

/** The one registration of this page, started by the timer below or by an offline action, whichever comes first. */
let registration: Promise<void> | undefined;

const supported = () => import.meta.env.PROD && 'serviceWorker' in navigator;

function registerNow(): Promise<void> {
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
    registerNow().catch((error: unknown) => {
      // Blocked by the browser (privacy settings, some embedded views): the site works, just not offline.
      console.warn('Offline support is unavailable in this browser', error);
    });
  void Promise.all([pageLoaded(), pageSettled]).then(() => setTimeout(register, INSTALL_AFTER_SETTLED_MS));
}

/**
 * For an action that promises offline use ("Save for offline"): registers the worker now if the timer
 * above has not yet, and resolves only once it is active (the shell precached) and controls the page, so
 * that the page itself opens with no connection, not just the data it saved. Rejects with a message for
 * the visitor when the browser offers no service worker or the install does not finish in time. In dev
 * there is no worker on purpose, and nothing to wait for.
 */
export async function makePageOpenOffline(): Promise<void> {
  if (!import.meta.env.PROD) return;
  if (!('serviceWorker' in navigator)) throw new OfflineNotReadyError('This browser cannot open pages without a connection.');
  try {
    await registerNow();
  } catch (error) {
    console.warn('Offline support is unavailable in this browser', error);
    throw new OfflineNotReadyError('This browser does not let us open pages without a connection (its privacy settings may block it).');
  }
  await waitUntilControlled(navigator.serviceWorker, OFFLINE_READY_TIMEOUT_MS);
}
