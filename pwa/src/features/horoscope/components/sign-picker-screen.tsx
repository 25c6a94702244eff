import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { ScreenContainer, ScreenHeading } from '@/components/screen/screen-container';
import { useDocumentTitle } from '@/lib/use-document-title';
import { readRememberedSign } from '../lib/remembered-sign';
import { SignPicker } from './sign-picker';

/**
 * `/horoscope`: the sign picker. It is prerendered (the same HTML for everyone), so the sign this device
 * chose last is read only after the page hydrated, and the visitor is taken on to it; without one the
 * picker stays.
 */
export function SignPickerScreen() {
  useDocumentTitle('Daily Horoscope');
  const navigate = useNavigate();
  useEffect(() => {
    const sign = readRememberedSign();
    if (sign) void navigate(paths.horoscopeSign.href(sign), { replace: true });
  }, [navigate]);
  return (
    <ScreenContainer className="lg:max-w-5xl">
      <ScreenHeading title="Daily Horoscope">
        <p>Choose your sign for today&apos;s horoscope and the week ahead. Your choice is remembered on this device.</p>
      </ScreenHeading>
      <SignPicker label="Zodiac signs" />
    </ScreenContainer>
  );
}
