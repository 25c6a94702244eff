import { SafeHtml } from '@/components/ui/safe-html';

/**
 * What the server stored after sanitising the description: the source text (staff see exactly what
 * was kept) and how customers will see it, rendered through the same render-time sanitiser as the
 * shop's pages. Says so when markup was removed.
 */
export function SanitisedHtml({ sent, stored }: { sent: string; stored: string }) {
  const changed = sent.trim() !== stored.trim();
  return (
    <div role="status" className="rounded-lg border border-violet-400/25 bg-night-950/50 p-3 text-sm md:col-span-2">
      <p className="font-semibold text-mist">Saved description, after sanitising</p>
      <p className="mb-2 text-xs text-mist-muted">
        {changed ? 'Some markup was removed or rewritten when saving; this is what customers get.' : 'Saved as written: nothing needed removing.'}
      </p>
      <pre className="max-h-48 overflow-auto rounded bg-night-950 p-2 font-mono text-xs break-words whitespace-pre-wrap text-mist">{stored || '(empty)'}</pre>
      <p className="mt-3 mb-1 font-semibold text-mist">As customers see it</p>
      <SafeHtml html={stored} className="rounded bg-night-950 p-3 text-mist" />
    </div>
  );
}
