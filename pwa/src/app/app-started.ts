/**
 * The attribute on <html> once the app has hydrated the page, or drawn the app shell (AppProvider).
 * On a prerendered page (issue 13) the header and buttons answer from then on; end-to-end tests wait
 * for it (tests/fixtures.ts).
 */
export const APP_STARTED_ATTRIBUTE = 'data-app-started';
