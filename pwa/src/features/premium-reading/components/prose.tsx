import { paragraphsOf } from '@shared/domain/reading-preview';
import { cn } from '@/components/ui/cn';

/** Staff's text as paragraphs (a blank line between them); single line breaks are kept. */
export function Prose({ text, className }: { text: string; className?: string }) {
  return (
    <div className={cn('space-y-3 leading-relaxed whitespace-pre-line', className)}>
      {paragraphsOf(text).map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </div>
  );
}
