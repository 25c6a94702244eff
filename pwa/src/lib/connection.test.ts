// @vitest-environment jsdom
import { QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';

// The browser's connection, as `navigator.onLine` and its events report it.
let deviceOnline = true;
Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => deviceOnline });

function setDeviceOnline(online: boolean): void {
  deviceOnline = online;
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

/** The app as a page load starts it: its modules evaluated afresh, with the connection as it is now. */
async function startApp() {
  vi.resetModules();
  return { ...(await import('./connection')), ...(await import('./query-client')) };
}

/** A shop that answers only while the device has a network and the server is up. */
function shop() {
  const state = { serverUp: true };
  const fetchReadings = vi.fn(async () => {
    if (!deviceOnline || !state.serverUp) throw new ApiError(0, 'network', 'Failed to fetch');
    return ['soulmate-reading'];
  });
  return { state, fetchReadings };
}

/** A page showing the readings: the browser's query client, mounted, with one read on screen. */
async function pageShowing(fetchReadings: () => Promise<string[]>) {
  const { queryClient } = await startApp();
  queryClient.mount();
  const observer = new QueryObserver(queryClient, { queryKey: ['products'], queryFn: fetchReadings });
  const unsubscribe = observer.subscribe(() => undefined);
  return {
    result: () => observer.getCurrentResult(),
    close: () => {
      unsubscribe();
      queryClient.unmount();
      queryClient.clear();
    },
  };
}

describe('the connection the reads go by', () => {
  let close: (() => void) | undefined;
  beforeEach(() => {
    vi.useFakeTimers();
    deviceOnline = true;
  });
  afterEach(() => {
    close?.();
    close = undefined;
    vi.useRealTimers();
  });

  it('a page opened with no connection loads within 2 s of the browser saying it is back, however long it was away', async () => {
    deviceOnline = false;
    const { state, fetchReadings } = shop();
    state.serverUp = false;
    const page = await pageShowing(fetchReadings);
    close = page.close;

    // Longer away than every retry and its backoff take.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(page.result().data).toBeUndefined();

    state.serverUp = true;
    setDeviceOnline(true);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(page.result().data).toEqual(['soulmate-reading']);
    expect(page.result().isError).toBe(false);
  });

  it('a read that gave up while the server was out of reach is asked again when the connection comes back', async () => {
    const { state, fetchReadings } = shop();
    state.serverUp = false;
    const page = await pageShowing(fetchReadings);
    close = page.close;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(page.result().isError).toBe(true);

    // The tunnel: the connection goes, then comes back with the server up.
    setDeviceOnline(false);
    state.serverUp = true;
    await vi.advanceTimersByTimeAsync(30_000);
    setDeviceOnline(true);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(page.result().data).toEqual(['soulmate-reading']);
  });

  it("what a page shows is asked again when the connection comes back, even while it counts as fresh: it may be the device's copy", async () => {
    const { fetchReadings } = shop();
    const page = await pageShowing(fetchReadings);
    close = page.close;
    await vi.advanceTimersByTimeAsync(0);
    expect(page.result().data).toEqual(['soulmate-reading']);
    expect(fetchReadings).toHaveBeenCalledTimes(1);

    setDeviceOnline(false);
    await vi.advanceTimersByTimeAsync(10_000);
    setDeviceOnline(true);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(fetchReadings).toHaveBeenCalledTimes(2);
  });

  it('says offline from the start when the browser does, and follows its events', async () => {
    deviceOnline = false;
    const { isOnline, subscribeToConnection } = await startApp();
    expect(isOnline()).toBe(false);
    const unsubscribe = subscribeToConnection(() => undefined);
    setDeviceOnline(true);
    expect(isOnline()).toBe(true);
    setDeviceOnline(false);
    expect(isOnline()).toBe(false);
    unsubscribe();
  });
});
