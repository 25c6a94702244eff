import { cn } from '@/components/ui/cn';

/**
 * A dashboard tab: its name, a pulsing dot when it waits for the customer (still when motion is
 * reduced), and its count. The count is part of the tab's name for screen readers too.
 */
export function TabLabel({ label, count, attention = false }: { label: string; count?: number; attention?: boolean }) {
  return (
    <>
      <span className="flex items-center gap-2">
        {label}
        {attention && (
          <span className="relative flex size-2.5" aria-hidden="true">
            <span className="absolute inline-flex size-full animate-ping rounded-full bg-gold-300 opacity-75 motion-reduce:hidden" />
            <span className="relative inline-flex size-2.5 rounded-full bg-gold-300" />
          </span>
        )}
      </span>
      {count !== undefined && (
        <span
          className={cn(
            'min-w-7 rounded-full px-2 py-0.5 text-center text-xs font-bold',
            count > 0 ? 'bg-gold-300/90 text-night-950' : 'bg-white/10 text-mist-muted',
          )}
        >
          <span className="sr-only">, </span>
          {count}
        </span>
      )}
    </>
  );
}
