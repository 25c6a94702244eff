import { Link } from 'react-router';
import { ZODIAC_SIGNS, type ZodiacSign, type ZodiacSignId } from '@shared/domain/zodiac';
import { paths } from '@/config/paths';
import { SignGlyph } from './sign-glyph';

const LINK_CLASSES =
  'flex h-full min-w-0 items-center gap-2 rounded-[var(--radius-control)] border border-violet-400/20 bg-night-800/70 p-2.5 transition-colors sm:gap-3 sm:p-3 ' +
  'hover:border-gold-300/60 hover:bg-night-700 aria-[current=page]:border-gold-300/70 aria-[current=page]:bg-night-700';

/** The sign's name over its dates. */
const SignName = ({ sign }: { sign: ZodiacSign }) => (
  <span className="flex min-w-0 flex-col">
    <span className="font-serif text-base text-mist sm:text-lg">{sign.name}</span>
    <span className="text-xs text-mist-muted">{sign.dateRange}</span>
  </span>
);

function SignLink({ sign, current }: { sign: ZodiacSign; current: boolean }) {
  return (
    <Link to={paths.horoscopeSign.href(sign.id)} aria-current={current ? 'page' : undefined} className={LINK_CLASSES}>
      <SignGlyph sign={sign} className="size-9 text-xl sm:size-11 sm:text-2xl" />
      <SignName sign={sign} />
    </Link>
  );
}

/**
 * The twelve signs as links to their daily horoscope, each with its glyph and dates. Plain links, so the
 * prerendered picker works before its code arrives, and each sign's page has an address to share.
 */
export function SignPicker({ current, label }: { current?: ZodiacSignId; label: string }) {
  return (
    <nav aria-label={label}>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {ZODIAC_SIGNS.map((sign) => (
          // min-w-0: a long name wraps in its cell instead of widening the column past the screen.
          <li key={sign.id} className="min-w-0">
            <SignLink sign={sign} current={sign.id === current} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
