import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/**
 * Whether the browser thinks it has a network (the checkout, the onboarding form). Only a hint ("online"
 * can still fail): used to warn early, while a request's own failure stays the real signal. It reads
 * `navigator.onLine` rather than TanStack's onlineManager, which assumes "online" until the first event
 * and so would miss a page opened while already offline.
 */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, () => navigator.onLine, () => true);
}
