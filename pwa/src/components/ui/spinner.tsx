import { cn } from './cn';

/**
 * A loading state with its words: screen readers hear the label, everyone sees it. `data-loading` tells
 * it apart from other status messages (the end-to-end tests wait until a page has none left).
 */
export function Spinner({ label, className }: { label: string; className?: string }) {
  return (
    <div role="status" aria-live="polite" data-loading="" className={cn('flex flex-col items-center gap-4 py-16 text-mist-muted', className)}>
      <span
        aria-hidden="true"
        className="size-10 animate-spin rounded-full border-4 border-violet-400/30 border-t-gold-300 motion-reduce:animate-none"
      />
      <p>{label}</p>
    </div>
  );
}

/**
 * A whole page loading: it fills the first screen below the header, so the footer starts below the
 * fold and does not jump down when the page arrives (a layout shift visitors feel and Lighthouse counts).
 */
export function PageSpinner({ label }: { label: string }) {
  return <Spinner label={label} className="min-h-[calc(100dvh-4rem)] justify-center py-0" />;
}

/**
 * A page whose code is still on its way: the routes' fallback, and what the app shell shows from its
 * HTML before any script (scripts/prerender-pages.ts), so the two are the same picture.
 */
export function PageCodeLoading() {
  return <PageSpinner label="Loading..." />;
}
