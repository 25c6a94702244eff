import { useState, type ReactNode } from 'react';
import { randomSignSentence } from '@shared/domain/horoscope';
import type { ZodiacSign } from '@shared/domain/zodiac';
import { HoroscopeCard } from './horoscope-card';

/**
 * The confirmation pages' zodiac section: one of the sign's five sentences, drawn once per mount so
 * re-renders (typing, ticking the checkbox) never swap it. Give it `key={sign.id}` if the sign can change.
 */
export function ZodiacSection({ sign, footer }: { sign: ZodiacSign; footer?: ReactNode }) {
  const [sentence] = useState(() => randomSignSentence(sign.id));
  return <HoroscopeCard sign={sign} title="Your Zodiac Insight" lead={sentence} footer={footer} />;
}
