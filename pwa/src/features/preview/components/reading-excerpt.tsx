import { FREE_READING_PROMISE } from '@shared/domain/delivery';
import { paragraphsOf, type ReadingAccess } from '@shared/domain/reading-preview';
import { Card } from '@/components/ui/card';
import { StarList } from '@/components/ui/star-list';
import { traitsFrom } from '../lib/traits';

interface ReadingExcerptProps {
  readingNotes: string | null;
  /** What the server sent: `preview` notes are its first paragraph only, cut on the server. */
  access: ReadingAccess;
  soulmateTrait: string;
}

/**
 * The reading notes as the server sent them, and the traits the visitor asked for, quoted back. A
 * preview (the first paragraph: the rest never reaches the browser) fades out into the invitation to
 * the full version; the owner and staff get every paragraph.
 */
export function ReadingExcerpt({ readingNotes, access, soulmateTrait }: ReadingExcerptProps) {
  const paragraphs = paragraphsOf(readingNotes);
  const traits = traitsFrom(soulmateTrait);
  const preview = access === 'preview';
  return (
    <Card className="flex flex-col gap-6">
      <section aria-labelledby="preview-excerpt-title">
        <h2 id="preview-excerpt-title" className="mb-3 text-2xl text-gold-300">
          {preview ? 'Your Reading Preview' : 'Your Reading'}
        </h2>
        {paragraphs.length > 0 ? (
          <div className="flex flex-col gap-4">
            {paragraphs.map((paragraph, index) => (
              <p key={index} className="font-serif text-lg leading-relaxed whitespace-pre-line text-mist">
                {paragraph}
              </p>
            ))}
            {preview && <p className="text-sm text-mist-muted italic">The rest of your reading is waiting in the full version…</p>}
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
