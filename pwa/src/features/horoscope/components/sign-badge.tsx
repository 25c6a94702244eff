import type { ZodiacSign } from '@shared/domain/zodiac';

/** A sign's glyph in a glowing disc, its name and date range. `detail` adds a line (e.g. the birthdate). */
export function SignBadge({ sign, detail }: { sign: ZodiacSign; detail?: string }) {
  return (
    <div className="flex items-center gap-4">
      <span
        aria-hidden="true"
        className="flex size-16 shrink-0 items-center justify-center rounded-full border border-gold-300/40 bg-night-900 font-serif text-4xl text-gold-300 shadow-glow"
      >
        {/* U+FE0E asks for the text glyph, not a coloured emoji, so it takes the gold. */}
        {sign.symbol}
        {'\uFE0E'}
      </span>
      <div>
        <p className="font-serif text-2xl text-mist">{sign.name}</p>
        <p className="text-sm text-mist-muted">{sign.dateRange}</p>
        {detail && <p className="text-sm text-mist-muted">{detail}</p>}
      </div>
    </div>
  );
}
