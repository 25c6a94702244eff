import { zodiacSignById } from '@shared/domain/zodiac';
import type { PremiumReading } from '@shared/schemas/premium-reading';
import { Card } from '@/components/ui/card';
import { formatLongDate, formatMomentDate } from '@/lib/format-date';

/** Whom the reading is for: initial, name, sign, birthdate, their question and when it was made. */
export function ProfileCard({ profile }: { profile: PremiumReading['profile'] }) {
  const sign = profile.zodiacSign ? zodiacSignById(profile.zodiacSign) : undefined;
  const born = profile.birthdate ? formatLongDate(profile.birthdate) : undefined;
  const initial = profile.name.trim().charAt(0).toUpperCase() || '✦';
  return (
    <Card className="bg-[radial-gradient(circle_at_top_left,rgb(124_58_237/0.25),transparent_60%)] p-5 sm:p-6" aria-labelledby="premium-profile-name">
      <div className="flex items-center gap-4">
        <span
          aria-hidden="true"
          className="flex size-14 shrink-0 items-center justify-center rounded-full border border-gold-300/50 bg-night-900 font-serif text-2xl text-gold-300 shadow-glow"
        >
          {initial}
        </span>
        <div className="min-w-0">
          <h2 id="premium-profile-name" className="text-2xl leading-tight [overflow-wrap:anywhere] text-mist">
            {profile.name}
          </h2>
          {sign && (
            <p className="text-gold-200">
              <span aria-hidden="true" className="font-serif">
                {sign.symbol}
                {'\uFE0E'}{' '}
              </span>
              {sign.name}
            </p>
          )}
        </div>
      </div>
      <dl className="mt-5 grid gap-3 border-t border-violet-400/20 pt-4 text-sm">
        {born && (
          <div className="flex justify-between gap-4">
            <dt className="text-mist-muted">Birthdate</dt>
            <dd className="text-right text-mist">{born}</dd>
          </div>
        )}
        <div className="flex justify-between gap-4">
          <dt className="text-mist-muted">Reading date</dt>
          <dd className="text-right text-mist">
            {profile.readingDate ? <time dateTime={profile.readingDate}>{formatMomentDate(profile.readingDate)}</time> : 'Being prepared'}
          </dd>
        </div>
        {profile.question && (
          <div>
            <dt className="mb-1 text-mist-muted">Your question</dt>
            <dd className="border-l-2 border-gold-300/60 pl-3 font-serif text-base text-gold-200 italic">“{profile.question}”</dd>
          </div>
        )}
      </dl>
    </Card>
  );
}
