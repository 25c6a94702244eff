import { MEDITATION_TRANSCRIPT } from '@shared/content/meditation-transcript';
import { cn } from '@/components/ui/cn';
import { ChevronDownIcon } from '@/components/ui/icon';
import { THEME_CLASSES, type PlayerTheme } from '../lib/theme';

/**
 * The written meditation, the same lines the recording speaks (shared/content), for reading along or
 * instead of listening. Folded away at first: the player comes first.
 */
export function MeditationTranscript({ theme }: { theme: PlayerTheme }) {
  const t = THEME_CLASSES[theme];
  return (
    <details className={cn('group rounded-[var(--radius-card)] border', t.panel)}>
      <summary className={cn('flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 font-semibold [&::-webkit-details-marker]:hidden', t.heading)}>
        Read the transcript
        <ChevronDownIcon className="size-5 shrink-0 transition-transform duration-200 group-open:rotate-180 motion-reduce:transition-none" />
      </summary>
      <div className="space-y-5 px-5 pb-5 leading-relaxed">
        {MEDITATION_TRANSCRIPT.map((section) => (
          <section key={section.heading}>
            <h3 className="font-sans text-base font-semibold">{section.heading}</h3>
            <p className={cn('mt-1', t.muted)}>{section.lines.map((line) => line.text).join(' ')}</p>
          </section>
        ))}
        <p className={cn('text-sm italic', t.muted)}>For relaxation and entertainment only.</p>
      </div>
    </details>
  );
}
