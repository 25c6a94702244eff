/**
 * The push services browsers subscribe with (Chrome and Edge's FCM, Firefox's autopush, Safari's
 * APNs web push, the Windows push service). A subscription's endpoint is a URL the browser hands us
 * and the server then POSTs to: anything else would let a caller aim our requests anywhere.
 */
const KNOWN_HOSTS = ['fcm.googleapis.com', 'updates.push.services.mozilla.com'];
const KNOWN_SUFFIXES = ['.push.services.mozilla.com', '.push.apple.com', '.notify.windows.com'];

/**
 * Whether the server may POST to this endpoint: https, no credentials, on a known push service's host
 * (default port), or on a host of `extraHosts` (the tests' stand-in: `host` or `host:port`).
 */
export function isAllowedPushEndpoint(endpoint: string, extraHosts: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  if (extraHosts.includes(host) || extraHosts.includes(url.host.toLowerCase())) return true;
  if (url.port !== '') return false;
  return KNOWN_HOSTS.includes(host) || KNOWN_SUFFIXES.some((suffix) => host.endsWith(suffix) && host.length > suffix.length);
}
