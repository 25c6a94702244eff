// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** The modules keep their state for the page's life: each test loads a fresh copy. */
async function freshPage() {
  vi.resetModules();
  const started = await import('./app-started');
  const settled = await import('./page-settled');
  let done = false;
  void settled.pageSettled.then(() => (done = true));
  return {
    ...started,
    ...settled,
    /** Lets the timers (jsdom has no requestIdleCallback: a timer stands in) and promises run. */
    after: async (ms: number) => {
      await vi.advanceTimersByTimeAsync(ms);
      return done;
    },
  };
}

describe('pageSettled', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('waits for the app to start, then for an idle moment', async () => {
    const page = await freshPage();
    expect(await page.after(20_000)).toBe(false);
    page.markAppStarted();
    expect(await page.after(0)).toBe(false);
    expect(await page.after(2_500)).toBe(true);
  });

  it('waits for every part that hydrates when idle, counting a part asked for twice once', async () => {
    const page = await freshPage();
    page.settleAfter('tarot-deck');
    page.settleAfter('zodiac');
    page.settleAfter('zodiac');
    page.markAppStarted();
    expect(await page.after(3_000)).toBe(false);
    page.partHydrated('zodiac');
    expect(await page.after(3_000)).toBe(false);
    page.partHydrated('tarot-deck');
    expect(await page.after(2_500)).toBe(true);
  });

  it('does not settle on a part that hydrated before the app started', async () => {
    const page = await freshPage();
    page.settleAfter('zodiac');
    page.partHydrated('zodiac');
    expect(await page.after(5_000)).toBe(false);
    page.markAppStarted();
    expect(await page.after(2_500)).toBe(true);
  });

  it('settles 10 s after the app started when a part never arrives', async () => {
    const page = await freshPage();
    page.settleAfter('tarot-deck');
    page.markAppStarted();
    expect(await page.after(9_999)).toBe(false);
    expect(await page.after(1)).toBe(true);
  });

  it('re-renders the components that ask, once it settles', async () => {
    const page = await freshPage();
    const { act, createElement } = await import('react');
    const { createRoot } = await import('react-dom/client');
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const Drift = () => createElement('span', null, page.usePageSettled() ? 'drifting' : 'still');
    const host = document.createElement('div');
    const root = createRoot(host);
    await act(async () => root.render(createElement(Drift)));
    expect(host.textContent).toBe('still');
    page.markAppStarted();
    await act(async () => void (await page.after(2_500)));
    expect(host.textContent).toBe('drifting');
    act(() => root.unmount());
  });
});
