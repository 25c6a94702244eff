import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';

/** A failed load with a way out: the message and Try Again (refetch). */
export function ErrorState({ message, detail, onRetry, retrying = false }: { message: string; detail?: string; onRetry: () => void; retrying?: boolean }) {
  return (
    <div role="alert" className="rounded-lg border border-danger/60 bg-danger-bg px-4 py-6 text-center">
      <p className="font-semibold text-red-100">{message}</p>
      {detail && <p className="mt-1 text-sm text-red-100/80">{detail}</p>}
      <Button variant="secondary" size="sm" className="mt-4" onClick={onRetry} disabled={retrying}>
        {retrying ? 'Trying...' : 'Try Again'}
      </Button>
    </div>
  );
}

/** Nothing to show, said plainly (a tab with no readings, a table with no rows). */
export function EmptyState({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div role="status" className={cn('rounded-lg border border-dashed border-violet-400/30 px-4 py-10 text-center text-mist-muted', className)}>
      {children}
    </div>
  );
}

type BadgeTone = 'gold' | 'green' | 'muted' | 'danger' | 'violet';

const badgeTones: Record<BadgeTone, string> = {
  gold: 'border-gold-300/60 bg-gold-300/10 text-gold-200',
  green: 'border-success/50 bg-success-bg text-green-100',
  muted: 'border-violet-400/30 bg-night-700/50 text-mist-muted',
  danger: 'border-danger/70 bg-danger-bg text-red-100',
  violet: 'border-violet-300/50 bg-violet-500/15 text-violet-300',
};

/** A small label; every badge says its meaning in words, colour only repeats it. */
export function Badge({ tone = 'muted', children, className }: { tone?: BadgeTone; children: ReactNode; className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-semibold whitespace-nowrap', badgeTones[tone], className)}>
      {children}
    </span>
  );
}
