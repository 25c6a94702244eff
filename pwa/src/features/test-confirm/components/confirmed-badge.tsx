import { cn } from '@/components/ui/cn';

/** Yes/No for the confirmed flag: words and a mark, not colour alone. */
export function ConfirmedBadge({ confirmed }: { confirmed: boolean }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full border px-3 py-0.5 text-sm font-semibold',
        confirmed ? 'border-success/60 bg-success-bg text-green-100' : 'border-violet-400/50 bg-night-700 text-mist',
      )}
    >
      <span aria-hidden="true">{confirmed ? '✓' : '○'}</span>
      {confirmed ? 'Yes' : 'No'}
    </span>
  );
}
