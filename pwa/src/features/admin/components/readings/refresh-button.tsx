import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { RefreshIcon } from '@/components/ui/icon';

/**
 * Reloads the list. While it works the icon turns and the label says so; the button stays focusable
 * (aria-disabled, not disabled) so keyboard focus is not dropped mid-refresh.
 */
export function RefreshButton({ busy, onRefresh }: { busy: boolean; onRefresh: () => void }) {
  return (
    <Button
      variant="secondary"
      size="sm"
      aria-disabled={busy || undefined}
      onClick={() => !busy && onRefresh()}
      className="aria-disabled:cursor-progress"
    >
      <RefreshIcon className={cn('size-4', busy && 'animate-spin motion-reduce:animate-none')} />
      <span aria-live="polite">{busy ? 'Refreshing...' : 'Refresh'}</span>
    </Button>
  );
}
