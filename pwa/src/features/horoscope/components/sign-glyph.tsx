import type { ZodiacSign } from '@shared/domain/zodiac';
import { cn } from '@/components/ui/cn';

/** A sign's glyph in a gold-rimmed disc; `className` sets its size and type. Decorative: the name is beside it. */
export function SignGlyph({ sign, className }: { sign: ZodiacSign; className: string }) {
  return (
    <span aria-hidden="true" className={cn('flex shrink-0 items-center justify-center rounded-full border border-gold-300/40 bg-night-900 font-serif text-gold-300', className)}>
      {/* U+FE0E asks for the text glyph, not a coloured emoji, so it takes the gold. */}
      {sign.symbol}
      {'\uFE0E'}
    </span>
  );
}
