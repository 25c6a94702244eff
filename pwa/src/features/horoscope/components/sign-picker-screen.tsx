import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { ScreenContainer, ScreenHeading } from '@/components/screen/screen-container';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useHydrated } from '@/lib/use-hydrated';
import { useStoredUser } from '@/lib/stored-user';
import { useHoroscopeSettings } from '../hooks/use-horoscope-settings';
import { pickerDestination } from '../lib/horoscope-settings';
import { readRememberedSign } from '../lib/remembered-sign';
import { FROM_ACCOUNT } from '../lib/sign-from-account';
import { SignPicker } from './sign-picker';
import { SubscribeByEmail } from './subscribe-by-email';

/**
 * `/horoscope`: the sign picker. It is prerendered (the same HTML for everyone), so where it leads is
 * decided only after the page hydrated: a signed-in customer is taken to their account's sign (from its
 * settings, or the account's offline copy of them), anyone else to the sign this device chose last;
 * without one the picker stays. The browser's copy of the user is enough to ask: the server decides.
 */
export function SignPickerScreen() {
  useDocumentTitle('Daily Horoscope');
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const userId = Number(useStoredUser()?.id);
  const signedIn = Number.isInteger(userId);
  const settings = useHoroscopeSettings(signedIn ? userId : undefined);
  // undefined while the account's settings are asked for; null when it has no sign or they cannot be had.
  const accountSign = settings.isPending ? undefined : (settings.data?.sign ?? null);
  useEffect(() => {
    if (!hydrated) return;
    const to = pickerDestination({ signedIn, accountSign, remembered: readRememberedSign() });
    if (to.kind === 'go') void navigate(paths.horoscopeSign.href(to.sign), { replace: true, state: to.fromAccount ? FROM_ACCOUNT : undefined });
  }, [hydrated, navigate, signedIn, accountSign]);
  return (
    <ScreenContainer className="lg:max-w-5xl">
      <ScreenHeading title="Daily Horoscope">
        <p>Choose your sign for today&apos;s horoscope and the week ahead. Your choice is remembered on this device.</p>
      </ScreenHeading>
      <SignPicker label="Zodiac signs" />
      <div className="mt-8">
        <SubscribeByEmail />
      </div>
    </ScreenContainer>
  );
}
