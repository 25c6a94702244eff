import type { ReactNode } from 'react';
import type { ZodiacSign } from '@shared/domain/zodiac';
import { Card } from '@/components/ui/card';
import { SignBadge } from '@/features/horoscope';
import { SectionHeading } from '@/components/screen/screen-container';

// Three fixed insight texts, the same for every sign.
const INSIGHTS = [
  {
    title: 'Love Energy',
    text: 'Your heart is unusually open this season. Connections that begin now can carry a depth that surprises you.',
  },
  {
    title: 'Soul Connection',
    text: 'The bond you are seeking is guided by shared values more than by chance. Trust the pull you feel toward kindred spirits.',
  },
  {
    title: 'Divine Timing',
    text: 'Patience is part of your path. The right meeting arrives when you are ready to receive it, and that moment is close.',
  },
];

/** The order page's sign, symbol and birthdate with its three insights; `footer` holds the subscription. */
export function CosmicProfile({ sign, birthdate, footer }: { sign: ZodiacSign; birthdate?: string; footer?: ReactNode }) {
  return (
    <Card>
      <SectionHeading>Your Cosmic Profile</SectionHeading>
      <SignBadge sign={sign} detail={birthdate && `Born ${birthdate}`} />
      <ul className="mt-6 grid gap-4 sm:grid-cols-3">
        {INSIGHTS.map((insight) => (
          <li key={insight.title} className="rounded-control border border-violet-400/25 bg-night-900/60 p-4">
            <h3 className="mb-2 text-lg text-gold-300">{insight.title}</h3>
            <p className="text-sm leading-relaxed text-mist-muted">{insight.text}</p>
          </li>
        ))}
      </ul>
      {footer && <div className="mt-6">{footer}</div>}
    </Card>
  );
}
