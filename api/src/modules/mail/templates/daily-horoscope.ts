import { BRAND } from '@shared/domain/brand';
import { dailyHoroscope } from '@shared/domain/daily-horoscope';
import { longDate } from '@shared/domain/long-date';
import { zodiacSignById, type ZodiacSignId } from '@shared/domain/zodiac';
import { renderMail, type RenderedMail } from './layout';

/**
 * The daily horoscope of one sign for one day (the subscriber's own calendar day). `unsubscribeUrl` is
 * the API's one-click address: mail programs POST to it from the `List-Unsubscribe` header (RFC 8058),
 * and a click on the visible link opens it in a browser, where a GET changes nothing and leads to the
 * page with the button. `horoscopeUrl` is the horoscope's page in the shop.
 */
export function dailyHoroscopeMail(input: { sign: ZodiacSignId; date: string; horoscopeUrl: string; unsubscribeUrl: string }): RenderedMail {
  const sign = zodiacSignById(input.sign);
  const day = longDate(input.date);
  const horoscope = dailyHoroscope(input.sign, input.date);
  return renderMail({
    subject: `Your ${sign.name} horoscope for ${day}`,
    preheader: horoscope.specialInsight,
    paragraphs: [`${sign.symbol} ${sign.name} — ${day}`, ...horoscope.paragraphs, `✦ Special Insight: ${horoscope.specialInsight}`],
    action: { label: 'Open My Horoscope', url: input.horoscopeUrl },
    closing: ['With love and light,', `The ${BRAND.name} team`, 'You receive this mail because you asked for your daily horoscope.'],
    unsubscribe: { label: 'Unsubscribe from the daily horoscope', url: input.unsubscribeUrl },
    headers: {
      'List-Unsubscribe': `<${input.unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  });
}
