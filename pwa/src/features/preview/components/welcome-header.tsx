import type { ZodiacSign } from '@shared/domain/zodiac';
import { formatLongDate } from '@/lib/format-date';

// U+FE0E asks for the text form of the zodiac symbol: some phones would otherwise draw a purple emoji.
const TEXT_STYLE = '\uFE0E';

/** The preview pages' welcome: the visitor's name, sign and symbol, and their birth date. */
export function WelcomeHeader({ name, birthdate, sign, eyebrow }: { name: string; birthdate: string; sign: ZodiacSign; eyebrow: string }) {
  const born = formatLongDate(birthdate);
  return (
    <header className="mb-8 text-center sm:mb-10">
      <p className="mb-2 text-sm font-semibold tracking-[0.2em] text-gold-300 uppercase">{eyebrow}</p>
      <h1 className="text-3xl text-balance text-mist sm:text-5xl">
        Welcome, <span className="text-gold-300">{name}</span>
      </h1>
      <p className="mt-4 inline-flex flex-wrap items-center justify-center gap-x-3 gap-y-1 rounded-full border border-gold-400/40 bg-night-800/80 px-4 py-1.5 text-mist">
        <span aria-hidden="true" className="font-serif text-xl text-gold-300">
          {sign.symbol}
          {TEXT_STYLE}
        </span>
        <span>
          <span className="sr-only">Zodiac sign: </span>
          <span className="font-semibold">{sign.name}</span>
        </span>
        {born && <span className="text-sm text-mist-muted">Born {born}</span>}
      </p>
    </header>
  );
}
