import { useSyncExternalStore } from 'react';
import { appStarted } from './app-started';
import { onIdle } from './on-idle';

/**
 * The page has settled once the app has started, every part that hydrates when the browser is idle has
 * hydrated, and the browser has had an idle moment since. Work no visitor waits for starts then, so
 * that it never competes with hydrating what they see: the service worker's install (it
 * downloads the whole shell) and the hero's decorative motion (on a phone without a spare core, every
 * animated frame is drawn while the page is still busy).
 *
 * Components ask with `usePageSettled`, which changes only their own elements. An attribute on <html>
 * for stylesheets to select on would not do: Chromium restyled the whole page when one appeared (1,160
 * elements, 25-50 ms of CPU after the first paint).
 */

/** A part that fails to arrive (a lost connection) must not keep the page unsettled for ever. */
const LONGEST_WAIT_MS = 10_000;

const waitingFor = new Set<string>();
let started = false;
let settled = false;
let cancelIdle = () => {};
let settle = () => {};
const listeners = new Set<() => void>();

export const pageSettled = new Promise<void>((resolve) => (settle = resolve));

function settleNow(): void {
  if (settled) return;
  settled = true;
  cancelIdle();
  settle();
  for (const listener of listeners) listener();
}

function settleWhenIdle(): void {
  cancelIdle();
  if (started && waitingFor.size === 0) cancelIdle = onIdle(settleNow);
}

if (typeof window !== 'undefined') {
  void appStarted.then(() => {
    started = true;
    settleWhenIdle();
    setTimeout(settleNow, LONGEST_WAIT_MS);
  });
}

/**
 * The page is not settled before the part named `part` has hydrated (`partHydrated`). Called for the
 * same part twice (a render React restarted), it still waits for one `partHydrated`.
 */
export function settleAfter(part: string): void {
  if (settled) return;
  waitingFor.add(part);
  cancelIdle();
}

export function partHydrated(part: string): void {
  if (waitingFor.delete(part)) settleWhenIdle();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the page has settled; false while hydrating, as in the prerendered HTML. */
export function usePageSettled(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => settled,
    () => false,
  );
}
