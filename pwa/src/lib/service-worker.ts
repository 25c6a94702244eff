/**
 * Registers the service worker in production builds only (a worker in dev would serve stale modules).
 * workbox-window is loaded after the page has loaded, so it never delays the first paint.
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
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}
