import { zodiacSignById, type ZodiacSignId } from './zodiac';

/**
 * The words of the mail that asks an inbox to confirm the daily horoscope. The server sends them and
 * the subscribe box says what to look for: one copy for both.
 */
export function horoscopeConsentCopy(sign: ZodiacSignId) {
  const { name } = zodiacSignById(sign);
  return {
    subject: 'Confirm your daily horoscope',
    preheader: `One click and your ${name} horoscope arrives each morning.`,
    paragraphs: [
      `Someone, we hope you, asked for the daily ${name} horoscope to be sent to this address.`,
      'Nothing will be sent until you confirm: click the link below and your horoscope arrives each morning at 7:00, your time. Every one carries a link to stop it.',
    ],
    actionLabel: 'Confirm My Daily Horoscope',
    closing: ['If you did not ask for it, ignore this e-mail: you will not hear from us again about it.', 'With love and light,', 'The SoulSketch team'],
  } as const;
}

export const HOROSCOPE_CONSENT_SUBJECT = horoscopeConsentCopy('aries').subject;
