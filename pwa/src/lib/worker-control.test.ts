import { describe, expect, it, vi } from 'vitest';
import { CLAIM_MESSAGE, OfflineNotReadyError, waitUntilControlled, type WorkerContainer } from './worker-control';

/** A stand-in for navigator.serviceWorker whose install and take-over the test drives. */
function fakeContainer() {
  let activate = () => {};
  const listeners = new Set<() => void>();
  const messages: unknown[] = [];
  const active = { postMessage: (message: unknown) => messages.push(message) };
  const container = {
    controller: null as unknown,
    ready: new Promise<{ active: typeof active }>((resolve) => (activate = () => resolve({ active }))),
    addEventListener: (_: 'controllerchange', listener: () => void) => listeners.add(listener),
    removeEventListener: (_: 'controllerchange', listener: () => void) => listeners.delete(listener),
  } satisfies WorkerContainer;
  const takeControl = () => {
    container.controller = {};
    for (const listener of [...listeners]) listener();
  };
  return { container, activate, takeControl, listeners, messages };
}

const settledState = async (promise: Promise<unknown>) => {
  let state = 'pending';
  promise.then(
    () => (state = 'resolved'),
    () => (state = 'rejected'),
  );
  await new Promise((resolve) => setTimeout(resolve, 0));
  return state;
};

describe('waitUntilControlled', () => {
  it('waits for the worker to be active and then to take control of the page', async () => {
    const fake = fakeContainer();
    const waiting = waitUntilControlled(fake.container, 60_000);
    expect(await settledState(waiting)).toBe('pending');
    fake.activate();
    expect(await settledState(waiting), 'active but not yet in control').toBe('pending');
    fake.takeControl();
    expect(await settledState(waiting)).toBe('resolved');
    expect(fake.listeners.size, 'stops listening once in control').toBe(0);
  });

  it('answers at once for a page a worker already controls, asking nothing of it', async () => {
    const fake = fakeContainer();
    fake.container.controller = {};
    fake.activate();
    await expect(waitUntilControlled(fake.container, 60_000)).resolves.toBeUndefined();
    expect(fake.messages).toEqual([]);
  });

  it('asks the active worker to take control of a page it does not control yet (a hard reload)', async () => {
    const fake = fakeContainer();
    const waiting = waitUntilControlled(fake.container, 60_000);
    fake.activate();
    expect(await settledState(waiting)).toBe('pending');
    expect(fake.messages).toEqual([CLAIM_MESSAGE]);
    fake.takeControl();
    expect(await settledState(waiting)).toBe('resolved');
  });

  it('gives up with a clear error when the install does not finish in time', async () => {
    vi.useFakeTimers();
    try {
      const fake = fakeContainer();
      const waiting = waitUntilControlled(fake.container, 30_000);
      const failure = expect(waiting).rejects.toBeInstanceOf(OfflineNotReadyError);
      await vi.advanceTimersByTimeAsync(30_000);
      await failure;
      await expect(waiting).rejects.toThrow(/open without a connection/);
    } finally {
      vi.useRealTimers();
    }
  });
});
