import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { isZodiacSignId, zodiacSignById } from '@shared/domain/zodiac';
import { ScreenContainer, ScreenHeading } from '@/components/screen/screen-container';
import { Notice } from '@/components/ui/notice';
import { useDocumentTitle } from '@/lib/use-document-title';
import { deviceToday } from '../lib/device-today';
import { rememberSign } from '../lib/remembered-sign';
import { openedFromAccount } from '../lib/sign-from-account';
import { DailyHoroscopeView } from './daily-horoscope-view';
import { SignPicker } from './sign-picker';
import { SubscribeByEmail } from './subscribe-by-email';

/**
 * `/horoscope/{sign}`: the sign's horoscope for today and the coming days, then the other signs. The
 * sign shown is remembered, so `/horoscope` opens on it next time, unless `/horoscope` opened it as the
 * signed-in account's sign (that one is the account's, not this device's). Today is read once, when the page
 * opens: a page left open past midnight keeps the day it showed rather than change text under the reader.
 */
export function SignHoroscopeScreen({ signParam }: { signParam: string | undefined }) {
  const id = signParam?.toLowerCase();
  const sign = isZodiacSignId(id) ? zodiacSignById(id) : undefined;
  useDocumentTitle(sign ? `${sign.name} Daily Horoscope` : 'Daily Horoscope');
  const [today] = useState(deviceToday);
  const fromAccount = openedFromAccount(useLocation().state);
  useEffect(() => {
    if (sign && !fromAccount) rememberSign(sign.id);
  }, [sign, fromAccount]);
  return (
    <ScreenContainer className="lg:max-w-5xl">
      <ScreenHeading title="Daily Horoscope">
        <p>{sign ? `${sign.name}: today and the week ahead.` : 'Choose your sign.'}</p>
      </ScreenHeading>
      {sign ? (
        // A new sign starts again on today's tab.
        <>
          <DailyHoroscopeView key={sign.id} sign={sign} today={today} />
          <div className="mt-8">
            <SubscribeByEmail key={sign.id} sign={sign.id} />
          </div>
        </>
      ) : (
        <Notice tone="info">We do not know the sign &ldquo;{signParam}&rdquo;. Please choose one below.</Notice>
      )}
      <h2 className="mt-10 mb-4 text-2xl text-gold-300">{sign ? 'Other signs' : 'Zodiac signs'}</h2>
      <SignPicker current={sign?.id} label="Zodiac signs" />
    </ScreenContainer>
  );
}
