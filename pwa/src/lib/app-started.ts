/**
 * The attribute on <html> once the app has hydrated the page, or drawn the app shell (AppProvider).
 * On a prerendered page the header and buttons answer from then on; end-to-end tests wait
 * for it (tests/fixtures.ts).
 */
export const APP_STARTED_ATTRIBUTE = 'data-app-started';

let settle = () => {};

/**
 * Settles at the same moment: work that can wait (parts hydrated when the browser is idle) waits for
 * it, so it never competes with hydrating what the visitor sees.
 */
export const appStarted = new Promise<void>((resolve) => (settle = resolve));

/** AppProvider calls it after React's first commit in the browser. */
export function markAppStarted(): void {
  document.documentElement.setAttribute(APP_STARTED_ATTRIBUTE, '');
  settle();
}
