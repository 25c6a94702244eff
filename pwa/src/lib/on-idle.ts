/**
 * Calls `callback` once the browser has nothing more urgent to do (at the latest after `timeout` ms);
 * answers a function that cancels the call. Safari has no requestIdleCallback: a timer stands in for it.
 */
export function onIdle(callback: () => void, timeout = 5000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const idle = window.requestIdleCallback(callback, { timeout });
    return () => window.cancelIdleCallback(idle);
  }
  const timer = setTimeout(callback, Math.min(timeout, 2500));
  return () => clearTimeout(timer);
}
