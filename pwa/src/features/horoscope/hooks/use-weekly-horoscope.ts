import { useState } from 'react';
import { weeklyHoroscope, type WeeklyHoroscope } from '@shared/domain/horoscope';
import type { ZodiacSign } from '@shared/domain/zodiac';

/**
 * This week's horoscope for a sign, computed in the browser (works offline). Fixed at mount: a page
 * left open over Sunday midnight keeps the week it showed instead of swapping text under the reader.
 */
export function useWeeklyHoroscope(sign: ZodiacSign): WeeklyHoroscope {
  const [horoscope] = useState(() => weeklyHoroscope(sign.id, new Date()));
  return horoscope;
}
