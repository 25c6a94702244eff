import { Link } from 'react-router';
import { ZODIAC_SIGNS, type ZodiacSignId } from '@shared/domain/zodiac';
import { paths } from '@/config/paths';
import { cn } from '@/components/ui/cn';

/**
 * The twelve signs as links to their daily horoscope, each with its glyph and dates. Plain links, so the
 * prerendered picker works before its code arrives, and each sign's page has an address to share.
 */
export function SignPicker({ current, label }: { current?: ZodiacSignId; label: string }) {
  return (
    <nav aria-label={label}>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {ZODIAC_SIGNS.map((sign) => (
          <li key={sign.id}>
            <Link
              to={paths.horoscopeSign.href(sign.id)}
              aria-current={sign.id === current ? 'page' : undefined}
              className={cn(
                'flex h-full items-center gap-3 rounded-[var(--radius-control)] border border-violet-400/20 bg-night-800/70 p-3 transition-colors',
                'hover:border-gold-300/60 hover:bg-night-700 aria-[current=page]:border-gold-300/70 aria-[current=page]:bg-night-700',
              )}
            >
              <span aria-hidden="true" className="flex size-11 shrink-0 items-center justify-center rounded-full border border-gold-300/40 bg-night-900 font-serif text-2xl text-gold-300">
                {/* U+FE0E asks for the text glyph, not a coloured emoji, so it takes the gold. */}
                {sign.symbol}
                {'\uFE0E'}
              </span>
              <span className="min-w-0">
                <span className="block font-serif text-lg text-mist">{sign.name}</span>
                <span className="block text-xs text-mist-muted">{sign.dateRange}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
