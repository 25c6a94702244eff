import { paths } from '@/app/paths';
import { ButtonLink } from '@/components/ui/button';
import { FREE_READING_PROMISE } from '@shared/domain/delivery';
import { FloatingZodiac } from './floating-zodiac';
import { TarotCardGrid } from './tarot-card-grid';

export function HeroSection() {
  return (
    <section
      aria-labelledby="hero-title"
      className="relative overflow-hidden bg-[radial-gradient(ellipse_at_top,var(--color-night-700)_0%,var(--color-night-900)_60%)] pt-10 pb-8 sm:pt-16 sm:pb-12"
    >
      <FloatingZodiac />
      <div className="relative mx-auto flex max-w-3xl flex-col items-center px-4 text-center sm:px-6">
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
