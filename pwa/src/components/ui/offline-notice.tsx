import { CloudOffIcon } from './icons';
import { Notice } from './notice';

/** What still works with no connection, the same wherever the notice shows. */
export const WORKS_OFFLINE = "Pages you've opened before, your readings on this device and a meditation you saved still open.";

/**
 * "You're offline", said plainly where a page needs the server and the device has no connection (or the
 * server cannot be reached), instead of a failure and a retry button that cannot help: what still works
 * offline, and what this page will do once the connection is back (`whenBackOnline`, e.g. "The readings
 * will load when you're back online."). A status, not an alert: nothing went wrong that the visitor must act on.
 */
export function OfflineNotice({ whenBackOnline, className }: { whenBackOnline: string; className?: string }) {
  return (
    <Notice
      className={className}
      title={
        <span className="flex items-center gap-2">
          <CloudOffIcon className="size-5 shrink-0 text-gold-300" />
          You're offline
        </span>
      }
    >
      <p className="text-mist-muted">{WORKS_OFFLINE}</p>
      <p className="mt-1 text-mist-muted">{whenBackOnline}</p>
    </Notice>
  );
}
