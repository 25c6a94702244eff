import { useId, type ReactNode } from 'react';
import type { ZodiacSign } from '@shared/domain/zodiac';
import { Card } from '@/components/ui/card';
import { useWeeklyHoroscope } from '../hooks/use-weekly-horoscope';
import { SignBadge } from './sign-badge';

interface HoroscopeCardProps {
  sign: ZodiacSign;
  title: string;
  /** A highlighted line above the weekly paragraphs (the confirmation page's sign sentence). */
  lead?: string;
  /** Shown after the special insight, inside the card (e.g. the subscription box). */
  footer?: ReactNode;
}

/**
 * The sign and this week's horoscope: the thank-you pages' "Personal Horoscope Preview" and the
 * confirmation pages' zodiac section are this one card with different props.
 */
export function HoroscopeCard({ sign, title, lead, footer }: HoroscopeCardProps) {
  const { content, specialInsight } = useWeeklyHoroscope(sign);
  const titleId = useId();
  return (
    <Card
      role="region"
      aria-labelledby={titleId}
      // A soft violet glow in the corner, drawn as a gradient (a blurred shape shows hard edges on some GPUs).
      className="bg-[radial-gradient(circle_at_top_right,rgb(124_58_237/0.28),transparent_55%)]"
    >
      <h2 id={titleId} className="mb-5 text-2xl text-gold-300">
        {title}
      </h2>
      <SignBadge sign={sign} />
      {lead && <p className="mt-5 border-l-2 border-gold-300/60 pl-4 font-serif text-lg text-gold-200 italic">{lead}</p>}
      <div className="mt-5 space-y-4 leading-relaxed text-mist">
        {content.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      <div className="mt-6 rounded-control border border-gold-300/30 bg-night-900/70 p-4">
        <p className="mb-1 font-semibold text-gold-300">Special Insight:</p>
        <p className="text-mist">{specialInsight}</p>
      </div>
      {footer && <div className="mt-6">{footer}</div>}
    </Card>
  );
}
