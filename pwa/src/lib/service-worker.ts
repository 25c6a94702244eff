import { Workbox } from 'workbox-window';

/** Registers the service worker in production builds only: a worker in dev would serve stale modules. */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const workbox = new Workbox('/sw.js', { type: 'module' });
  // A new version takes over at the next navigation; the shell is small, so no prompt is needed.
  workbox.addEventListener('waiting', () => workbox.messageSkipWaiting());
  void workbox.register();
}
