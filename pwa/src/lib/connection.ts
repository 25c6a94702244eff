import { onlineManager } from '@tanstack/react-query';

/**
 * The app's one answer to "does this device have a network?": TanStack Query's onlineManager, made to
 * follow the browser's own `navigator.onLine` from the first moment, then its `online` and `offline`
 * events. Left to itself the manager assumes "online" until an event says otherwise, so a page opened
 * with no connection believed it had one: its reads failed, gave up after their retries, and the
 * browser's `online` event changed nothing (the manager was "online" already), so the page said
 * "You're offline" until a reload, or came back only if a retry happened to fall after the
 * connection returned. Following the browser, reads wait ("paused") while it has no network, and the
 * `online` event sends them at once, with every read that is still without an answer or stale: the page
 * comes back by itself as soon as the server answers.
 */
function followBrowser(): void {
  onlineManager.setEventListener((setOnline) => {
    const update = () => setOnline(navigator.onLine);
    update();
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  });
}

let following = false;

/** Starts following the browser (once; nothing on the server, which renders with a network). */
export function followBrowserConnection(): void {
  if (following || typeof window === 'undefined') return;
  following = true;
  followBrowser();
}

/** Whether the device has a network, as the queries see it (true on the server). */
export function isOnline(): boolean {
  followBrowserConnection();
  return onlineManager.isOnline();
}

/** Calls `onChange` when the device gains or loses its network; answers the unsubscribe. */
export function subscribeToConnection(onChange: () => void): () => void {
  followBrowserConnection();
  return onlineManager.subscribe(onChange);
}
