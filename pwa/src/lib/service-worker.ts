import { pageLoaded } from './page-loaded';
import { pageSettled } from './page-settled';

/**
 * Registers the service worker in production builds only (a worker in dev would serve stale modules).
 * Not before the page has loaded and settled (lib/page-settled.ts): installing the worker downloads
 * and stores the whole shell, and on a first visit from a phone that work would compete with hydrating
 * the page (issue 13). workbox-window is loaded then too.
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
  void Promise.all([pageLoaded(), pageSettled]).then(register);
}
