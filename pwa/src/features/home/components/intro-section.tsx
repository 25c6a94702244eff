import { SketchIllustration } from './sketch-illustration';
import { StarList } from '@/components/ui/star-list';

const INCLUDED = [
  'A tarot spread laid out for your own question',
  'Your sign’s love outlook, read from your birth date',
  'A sketch of your soulmate’s face by our psychic artists',
] as const;

/** The landing page's second intro section: what a soulmate sketch reading is. */
export function IntroSection() {
  return (
    <section aria-labelledby="intro-title" className="border-y border-violet-400/15 bg-night-950/50">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-16 sm:px-6 sm:py-24 md:grid-cols-[1.2fr_1fr]">
        <div>
          <p className="mb-2 text-sm font-semibold tracking-[0.2em] text-gold-300 uppercase">Your soulmate, sketched</p>
          <h2 id="intro-title" className="mb-5 text-3xl text-balance text-mist sm:text-4xl">
            What Is a Soulmate Sketch Reading?
          </h2>
          <p className="mb-4 text-lg text-mist-muted">
            It joins three old ways of looking at love. The cards answer your question, your birth date tells us
            which stars you were born under, and our psychic artists turn what they sense into a pencil-style
            portrait of the person your heart is looking for.
          </p>
          <StarList items={INCLUDED} className="mb-8" />
          <div className="flex items-center gap-4 rounded-[var(--radius-card)] border border-gold-400/40 bg-night-800/80 p-5">
            <p className="font-serif text-5xl leading-none font-bold text-gold-300">87%</p>
            <p className="text-mist">
              Over 87% of our clients report a significant resemblance between their sketch and a person in their
              life.
            </p>
          </div>
          <p className="mt-3 text-sm text-mist-muted">Readings are for entertainment only.</p>
        </div>
        <SketchIllustration />
      </div>
    </section>
  );
}
