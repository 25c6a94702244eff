import { STORED_USER_CHANGE_EVENT, STORED_USER_KEY } from '@/lib/stored-user';
import { drainOutbox } from './outbox';
import { OUTBOX_SYNC_TAG } from './sync-tag';

/**
 * When a page drains the outbox: at app start, when the browser says it is online again, when the page
 * is shown, when someone signs in (answers may be waiting for that account), right after answers are
 * queued, and on a timer for the next backed-off item. Where the browser has Background Sync the service
 * worker drains too, even with every tab closed. Framework-free: main.tsx starts it after the page loads.
 */
let running = false;
/** A kick that came while a round ran: one more round follows (forced if any of those kicks was). */
let pending: { force: boolean } | undefined;
let timer: ReturnType<typeof setTimeout> | undefined;
let started = false;

/** Runs a drain now, or right after the one under way. `force` ignores the backoff. */
export function kickOutbox({ force = true }: { force?: boolean } = {}): void {
  if (running) {
    pending = { force: force || (pending?.force ?? false) };
    return;
  }
  running = true;
  void round(force).finally(() => {
    running = false;
    const next = pending;
    pending = undefined;
    if (next) kickOutbox(next);
  });
}

async function round(force: boolean): Promise<void> {
  clearTimeout(timer);
  try {
    const result = await drainOutbox({ force });
    if (result.wakeUpAt !== undefined) timer = setTimeout(() => kickOutbox({ force: false }), Math.max(0, result.wakeUpAt - Date.now()));
    if (result.retryLater) await requestBackgroundSync();
  } catch (error) {
    // IndexedDB unavailable (private mode in some browsers) or a bug: the answers stay where they are.
    console.warn('The questionnaire outbox could not be sent', error);
  }
}

/** Asks the service worker for a `sync` when the network is back; quietly nothing where unsupported. */
export async function requestBackgroundSync(): Promise<void> {
  try {
    // getRegistration, not `ready`: in dev there is no worker, and `ready` would wait forever.
    const registration = (await navigator.serviceWorker?.getRegistration()) as
      | (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } })
      | undefined;
    await registration?.sync?.register(OUTBOX_SYNC_TAG);
  } catch {
    // Background Sync refused (permissions, an embedded view): the page's own triggers remain.
  }
}

/** Starts the watch and sends what waits; once started, a call only sends (kicks). */
export function startOutboxScheduler(): void {
  if (started) return kickOutbox();
  started = true;
  window.addEventListener('online', () => kickOutbox());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') kickOutbox();
  });
  window.addEventListener(STORED_USER_CHANGE_EVENT, () => kickOutbox());
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === STORED_USER_KEY) kickOutbox();
  });
  kickOutbox();
}
