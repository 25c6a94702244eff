import type { ZodiacSign } from '@shared/domain/zodiac';
import { SignGlyph } from './sign-glyph';

/** A sign's glyph in a glowing disc, its name and date range. `detail` adds a line (e.g. the birthdate). */
export function SignBadge({ sign, detail }: { sign: ZodiacSign; detail?: string }) {
  return (
    <div className="flex items-center gap-4">
      <SignGlyph sign={sign} className="size-16 text-4xl shadow-glow" />
      <div>
        <p className="font-serif text-2xl text-mist">{sign.name}</p>
        <p className="text-sm text-mist-muted">{sign.dateRange}</p>
        {detail && <p className="text-sm text-mist-muted">{detail}</p>}
      </div>
    </div>
  );
}
