import { horoscopeConsentCopy } from '@shared/domain/horoscope-consent-copy';
import type { ZodiacSignId } from '@shared/domain/zodiac';
import { renderMail, type RenderedMail } from './layout';

/** Asks an inbox to confirm the daily horoscope someone asked for it; only its link starts it. */
export function horoscopeConsentMail(input: { sign: ZodiacSignId; confirmUrl: string }): RenderedMail {
  const copy = horoscopeConsentCopy(input.sign);
  return renderMail({
    subject: copy.subject,
    preheader: copy.preheader,
    paragraphs: [...copy.paragraphs],
    action: { label: copy.actionLabel, url: input.confirmUrl },
    closing: [...copy.closing],
  });
}
