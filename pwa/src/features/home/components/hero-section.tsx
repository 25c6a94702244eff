import { paths } from '@/config/paths';
import { ButtonLink } from '@/components/ui/button';
import { hydrateLater } from '@/lib/hydrate-later';
import { FREE_READING_PROMISE } from '@shared/domain/delivery';

// The hero's text is the first paint and needs no script; the deck's and the symbols' code follows
// (docs/decisions/016) once the app has started and the browser is idle, the deck at once when it is touched,
// pointed at or focused. The symbols are CSS-animated, with nothing to hydrate but their markup.
const TarotCardGrid = hydrateLater(() => import('./tarot-card-grid').then((module) => module.TarotCardGrid), { marker: 'tarot-deck', when: 'idle' });
const FloatingZodiac = hydrateLater(() => import('./floating-zodiac').then((module) => module.FloatingZodiac), { marker: 'zodiac', when: 'idle' });

export function HeroSection() {
  return (
    <section
      aria-labelledby="hero-title"
      className="relative overflow-hidden bg-[radial-gradient(ellipse_at_top,var(--color-night-700)_0%,var(--color-night-900)_60%)] pt-14 pb-8 sm:pt-16 sm:pb-12"
    >
      <div className="relative mx-auto flex max-w-3xl flex-col items-center px-4 text-center sm:px-6">
        {/* The glyphs are placed around this text block, in the space it leaves free. */}
        <FloatingZodiac />
        <p className="mb-3 text-sm font-semibold tracking-[0.2em] text-gold-300 uppercase">Free Tarot Reading & Soulmate Sketch</p>
        <h1 id="hero-title" className="text-4xl leading-tight text-balance text-mist sm:text-6xl">
          Discover Your Soulmate Through the <span className="text-gold-300">Wisdom of Tarot</span>
        </h1>
        <p className="mt-5 max-w-xl text-lg text-pretty text-mist-muted">
          Ask the cards one question about love. Our psychic artists answer with a personal reading and a sketch
          of the person meant for you, free, by e-mail {FREE_READING_PROMISE}.
        </p>
        <ButtonLink to={paths.freeReading.href()} size="lg" className="mt-8 w-full sm:w-auto">
          Get Your Free Soulmate Sketch Now
        </ButtonLink>
        <p className="mt-3 text-sm text-mist-muted">100% free · 18+ · For entertainment only</p>
      </div>
      <div className="relative mx-auto mt-12 max-w-7xl sm:px-6">
        <TarotCardGrid />
      </div>
    </section>
  );
}
