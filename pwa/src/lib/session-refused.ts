/**
 * Whom to tell when the server refuses this browser's session (api-client.ts decides when it has):
 * the app has the device forget the account (main.tsx); the service worker, which sends through the
 * same client, tells nobody. Its own module, apart from the client's schema checks, so the app's first
 * load can listen.
 */
let listener: (() => void) | undefined;

export function onSessionRefused(onRefused: () => void): void {
  listener = onRefused;
}

export function sessionRefused(): void {
  listener?.();
}
