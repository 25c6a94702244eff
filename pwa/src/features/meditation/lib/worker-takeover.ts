/**
 * A service worker that takes control of the page (its first install ends with clients.claim) while
 * the <audio> element has the file half loaded would serve the rest of the byte ranges the element asks
 * for, under a loader that began without it: one load would mix ranges from the network with ranges
 * from the worker (and, once saved, from the device's copy). So the element starts its file again, from
 * where it was, through the worker: at once when paused, or at the next pause rather than cutting into
 * what is playing.
 *
 * `reload` is called with the position to go back to; it returns what stops listening. `container` is
 * the page's `navigator.serviceWorker` (a stand-in in unit tests).
 */
type MediaState = Pick<HTMLMediaElement, 'paused' | 'ended' | 'currentTime' | 'addEventListener' | 'removeEventListener'>;
type Container = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

const pageWorkers = (): Container | undefined => (typeof navigator !== 'undefined' && 'serviceWorker' in navigator ? navigator.serviceWorker : undefined);

export function reloadOnWorkerTakeover(audio: MediaState, reload: (at: number) => void, container: Container | undefined = pageWorkers()): () => void {
  if (!container) return () => {};
  let pending = false;
  const reloadNow = () => {
    pending = false;
    reload(audio.ended ? 0 : audio.currentTime);
  };
  const onTakeover = () => {
    if (audio.paused) reloadNow();
    else pending = true;
  };
  const onPause = () => {
    if (pending) reloadNow();
  };
  container.addEventListener('controllerchange', onTakeover);
  audio.addEventListener('pause', onPause);
  return () => {
    container.removeEventListener('controllerchange', onTakeover);
    audio.removeEventListener('pause', onPause);
  };
}
