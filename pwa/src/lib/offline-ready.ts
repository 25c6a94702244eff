import { registerWorkerNow } from './service-worker';
import { OfflineNotReadyError, waitUntilControlled } from './worker-control';

export { OfflineNotReadyError } from './worker-control';

// Apart from service-worker.ts, which every page loads: only the pages that promise offline use need this.

/** How long "make this page open offline" may take: the install downloads the whole shell. */
const OFFLINE_READY_TIMEOUT_MS = 60_000;

/**
 * For an action that promises offline use ("Save for offline"): registers the worker now if the page's own
 * timer (service-worker.ts) has not yet, and resolves only once it is active (the shell precached) and controls the page, so
 * that the page itself opens with no connection, not just the data it saved. Rejects with a message for
 * the visitor when the browser offers no service worker or the install does not finish in time. In dev
 * there is no worker on purpose, and nothing to wait for.
 */
export async function makePageOpenOffline(): Promise<void> {
  if (!import.meta.env.PROD) return;
  if (!('serviceWorker' in navigator)) throw new OfflineNotReadyError('This browser cannot open pages without a connection.');
  try {
    await registerWorkerNow();
  } catch (error) {
    console.warn('Offline support is unavailable in this browser', error);
    throw new OfflineNotReadyError('This browser does not let us open pages without a connection (its privacy settings may block it).');
  }
  await waitUntilControlled(navigator.serviceWorker, OFFLINE_READY_TIMEOUT_MS);
}
