import { useId, useState } from 'react';
import { cn } from '@/components/ui/cn';

/**
 * Notifications blocked for the site in this browser: the page cannot ask again, so the card is one
 * line, and the steps to allow them in the browser's settings open only for someone who wants them
 * (a page visited often is not led by a paragraph it cannot act on).
 */
export function BlockedNote({ className }: { className?: string }) {
  const [open, setOpen] = useState(false);
  const stepsId = useId();
  return (
    <section aria-label="Reading notifications" className={cn('px-5 py-3 text-mist-muted', className)}>
      {/* The button follows the sentence on its line, so the note stays one line wide (two on a phone). */}
      <p>
        Notifications are blocked for SoulSketch in this browser; we'll e-mail you instead.{' '}
        <button
          type="button"
          aria-expanded={open}
          aria-controls={stepsId}
          onClick={() => setOpen(!open)}
          className="inline-block min-h-6 rounded-[var(--radius-control)] font-semibold text-gold-300 underline underline-offset-4 hover:text-gold-200"
        >
          How to allow
        </button>
      </p>
      <ol id={stepsId} hidden={!open} className="mt-2 list-decimal space-y-1 pb-2 pl-5 text-sm text-mist">
        <li>Open this site's settings: the icon at the left of the address bar.</li>
        <li>Set Notifications to “Allow”.</li>
        <li>Reload this page, then tap “Notify me” here.</li>
      </ol>
    </section>
  );
}
