import { Card } from '@/components/ui/card';
import { FREE_READING_PROMISE } from '@shared/domain/delivery';
import { DeferredFreeReadingForm } from './deferred-free-reading-form';
import { StarList } from '@/components/ui/star-list';

const YOU_RECEIVE = [
  'A personal tarot reading for your question',
  'A sketch of your soulmate',
  'Your zodiac sign’s love outlook',
] as const;

/** The home page's form section, the target of every "free reading" link (anchor #free-reading). */
export function FreeReadingSection() {
  return (
    // tabIndex -1: links to #free-reading move focus here (see useHashFocus), so Tab continues in the form.
    <section id="free-reading" tabIndex={-1} aria-labelledby="free-reading-title" className="focus:outline-none">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-[1fr_1.2fr] lg:items-start">
        <div className="lg:sticky lg:top-24">
          <p className="mb-2 text-sm font-semibold tracking-[0.2em] text-gold-300 uppercase">Free Reading</p>
          <h2 id="free-reading-title" className="mb-4 text-3xl text-balance text-mist sm:text-4xl">
            Get Your Free Soulmate Reading
          </h2>
          <p className="mb-6 text-lg text-mist-muted">
            Tell us a little about yourself and ask the cards your question. Everything arrives by e-mail{' '}
            {FREE_READING_PROMISE}, after you confirm your address.
          </p>
          <StarList items={YOU_RECEIVE} />
        </div>
        <Card className="p-5 sm:p-8">
          <DeferredFreeReadingForm />
        </Card>
      </div>
    </section>
  );
}
