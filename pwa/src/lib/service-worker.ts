import { onIdle } from './on-idle';

/**
 * Registers the service worker in production builds only (a worker in dev would serve stale modules).
 * Not before the page has loaded and the browser is idle: installing the worker downloads and stores
 * the whole shell, and on a first visit from a phone that work would compete with the page's own
 * (issue 13). workbox-window is loaded then too.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = async () => {
    try {
      const { Workbox } = await import('workbox-window');
      const workbox = new Workbox('/sw.js', { type: 'module' });
      // A new version takes over at once: the shell is small and pages keep no unsaved state in memory.
      workbox.addEventListener('waiting', () => workbox.messageSkipWaiting());
      await workbox.register();
    } catch (error) {
      // Blocked by the browser (privacy settings, some embedded views): the site works, just not offline.
      console.warn('Offline support is unavailable in this browser', error);
    }
  };
  const registerWhenIdle = () => void onIdle(() => void register());
  if (document.readyState === 'complete') registerWhenIdle();
  else window.addEventListener('load', registerWhenIdle, { once: true });
}
