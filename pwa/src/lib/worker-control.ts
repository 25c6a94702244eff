/**
 * Waiting for a service worker to be active and in control of this page. Active means its install
 * finished, and the install is where the whole shell is precached: from then on every page of the app
 * opens with no connection. In control means this page's own requests go through it as well.
 */

/** The message that asks the active worker to take control of the pages it does not control yet. */
export const CLAIM_MESSAGE = { type: 'CLAIM_CLIENTS' } as const;

/** The part of `navigator.serviceWorker` the wait uses (a stand-in in unit tests). */
export interface WorkerContainer {
  readonly ready: Promise<{ readonly active: { postMessage(message: unknown): void } | null }>;
  readonly controller: unknown;
  addEventListener(type: 'controllerchange', listener: () => void): void;
  removeEventListener(type: 'controllerchange', listener: () => void): void;
}

export class OfflineNotReadyError extends Error {
  constructor(message = 'We could not get the app ready to open without a connection. Please stay online a moment and try again.') {
    super(message);
    this.name = 'OfflineNotReadyError';
  }
}

function controlled(container: WorkerContainer): Promise<void> {
  if (container.controller) return Promise.resolve();
  return new Promise((resolve) => {
    const onChange = () => {
      if (!container.controller) return;
      container.removeEventListener('controllerchange', onChange);
      resolve();
    };
    container.addEventListener('controllerchange', onChange);
  });
}

/**
 * Resolves once a worker is active and controls the page; rejects with OfflineNotReadyError after
 * `timeoutMs`, so a press never waits for ever on an install that stalled (a connection lost halfway).
 */
export async function waitUntilControlled(container: WorkerContainer, timeoutMs: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new OfflineNotReadyError()), timeoutMs);
  });
  try {
    const activeThenControlled = container.ready.then((registration) => {
      // The worker claims every open page when it activates, but not a page loaded after that without
      // it (a hard reload): such a page is asked for, or it would wait here for nothing.
      if (!container.controller) registration.active?.postMessage(CLAIM_MESSAGE);
      return controlled(container);
    });
    await Promise.race([activeThenControlled, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
