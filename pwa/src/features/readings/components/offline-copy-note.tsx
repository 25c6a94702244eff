import { cn } from '@/components/ui/cn';
import { useOfflineCopyDate, type CopyKind } from '../offline';

const savedAtFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short' });

/**
 * A quiet line while a page shows the copy kept on this device because the server cannot be reached
 * ("Offline copy from November 23, 2026 at 4:05 PM"); nothing while it shows the server's answer.
 */
export function OfflineCopyNote({ kind, code, className }: { kind: CopyKind; code: string | undefined; className?: string }) {
  const savedAt = useOfflineCopyDate(kind, code);
  if (!savedAt) return null;
  return (
    <p role="status" className={cn('flex items-center justify-center gap-2 text-sm text-mist-muted', className)}>
      <span aria-hidden="true" className="size-1.5 rounded-full bg-gold-300/70" />
      <span>
        Offline copy from <time dateTime={savedAt}>{savedAtFormat.format(new Date(savedAt))}</time>
      </span>
    </p>
  );
}
