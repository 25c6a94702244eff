import { horoscopeConsentCopy } from '@shared/domain/horoscope-consent-copy';
import type { ZodiacSignId } from '@shared/domain/zodiac';
import { actionMail, type RenderedMail } from './layout';

/** Asks an inbox to confirm the daily horoscope someone asked for it; only its link starts it. */
export function horoscopeConsentMail(input: { sign: ZodiacSignId; confirmUrl: string }): RenderedMail {
  return actionMail(horoscopeConsentCopy(input.sign), input.confirmUrl);
}
