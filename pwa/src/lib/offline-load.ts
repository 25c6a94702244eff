import { loadErrorKind } from './load-error';

/**
 * A load with nothing to show that is offline: the device says it has no connection, or the request
 * found no answer at all (the server unreachable). Such a page says "You're offline" at once (there is no
 * point waiting for retries that cannot succeed), rather than a spinner or "unable to load". Data already
 * at hand is shown as it is.
 */
export function isOfflineLoad(load: { data: unknown; error: unknown; failureReason?: unknown }, online: boolean): boolean {
  if (load.data !== undefined) return false;
  // While retrying, a query's last failure is its `failureReason` (its `error` is set only once it gives up).
  return !online || loadErrorKind(load.error ?? load.failureReason) === 'offline';
}
