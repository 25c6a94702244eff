import { Button } from '@/components/ui/button';
import { AlertIcon } from '@/components/ui/icons';

/** The dashboard while it loads: the shape of what is coming, without motion for those who asked. */
export function DashboardSkeleton() {
  const block = 'animate-pulse rounded-[var(--radius-card)] bg-night-800/70 motion-reduce:animate-none';
  return (
    <div role="status" className="lg:grid lg:grid-cols-[17rem_minmax(0,1fr)] lg:gap-10">
      <span className="sr-only">Loading your dashboard...</span>
      <div aria-hidden="true" className="mb-6 grid grid-cols-2 gap-2 lg:mb-0 lg:grid-cols-1">
        {[0, 1, 2, 3, 4].map((key) => (
          <div key={key} className={`h-12 ${block}`} />
        ))}
      </div>
      <div aria-hidden="true" className="grid gap-4 sm:grid-cols-2">
        {[0, 1, 2, 3].map((key) => (
          <div key={key} className={`h-72 ${block}`} />
        ))}
      </div>
    </div>
  );
}

/** The orders could not be loaded: say so and offer a retry, never an empty list that looks like "no orders". */
export function OrdersError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <div role="alert" className="mx-auto flex max-w-lg flex-col items-center rounded-[var(--radius-card)] border border-danger/40 bg-night-800/70 px-6 py-10 text-center">
      <AlertIcon className="mb-4 size-10 text-gold-300" />
      <p className="text-lg text-mist">Could not fetch your orders. Please try again.</p>
      <Button className="mt-6" onClick={onRetry} disabled={retrying}>
        {retrying ? 'Retrying...' : 'Retry'}
      </Button>
    </div>
  );
}
