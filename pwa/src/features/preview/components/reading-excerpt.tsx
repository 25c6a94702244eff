import { FREE_READING_PROMISE } from '@shared/domain/delivery';
import { Card } from '@/components/ui/card';
import { StarList } from '@/components/ui/star-list';
import { firstParagraph, traitsFrom } from '../lib/reading-preview';

/**
 * The free part of the reading: its first paragraph only, fading out to hint at the rest, and the
 * traits the visitor asked for, quoted back.
 */
export function ReadingExcerpt({ readingNotes, soulmateTrait }: { readingNotes: string | null; soulmateTrait: string }) {
  const excerpt = firstParagraph(readingNotes);
  const traits = traitsFrom(soulmateTrait);
  return (
    <Card className="flex flex-col gap-6">
      <section aria-labelledby="preview-excerpt-title">
        <h2 id="preview-excerpt-title" className="mb-3 text-2xl text-gold-300">
          Your Reading Preview
        </h2>
        {excerpt ? (
          <div className="relative">
            <p className="font-serif text-lg leading-relaxed whitespace-pre-line text-mist">{excerpt}</p>
            <p className="mt-3 text-sm text-mist-muted italic">The rest of your reading is waiting in the full version…</p>
          </div>
        ) : (
          <p className="leading-relaxed text-mist-muted">
            Your reader is still laying out your cards. Your free reading arrives by e-mail {FREE_READING_PROMISE}, and
            this preview fills in as soon as it is ready.
          </p>
        )}
      </section>
      {traits.length > 0 && (
        <section aria-labelledby="preview-traits-title">
          <h2 id="preview-traits-title" className="mb-3 text-xl text-gold-300">
            Traits you asked for
          </h2>
          <StarList items={traits} />
        </section>
      )}
    </Card>
  );
}
