/** The Background Sync tag the pages register and the service worker answers by draining the outbox. */
export const OUTBOX_SYNC_TAG = 'questionnaire-outbox';
