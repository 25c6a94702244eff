import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router';
import { zodiacSignById } from '@shared/domain/zodiac';
import { paths } from '@/config/paths';
import { ScreenContainer, ScreenHeading } from '@/components/screen/screen-container';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Notice } from '@/components/ui/notice';
import { errorMessage, hasErrorCode } from '@/lib/error-messages';
import { useDocumentTitle } from '@/lib/use-document-title';
import { confirmDailyHoroscope } from '../lib/subscription-api';

const LINK = 'font-semibold text-gold-300 underline underline-offset-2 hover:text-gold-200';

/**
 * `/horoscope/confirm?token=...`: the "Confirm your daily horoscope" mail's link. Opening the page does
 * nothing (mail providers' link scanners open every link); the reader presses the one button, and the
 * horoscope starts. The link works once.
 */
export function ConfirmHoroscopeScreen({ token }: { token: string | null }) {
  useDocumentTitle('Confirm your daily horoscope');
  const confirm = useMutation({ mutationFn: confirmDailyHoroscope });

  let body;
  if (!token || hasErrorCode(confirm.error, 'bad_request', 'validation_failed')) {
    body = (
      <Notice tone="danger" title="This confirmation link is not valid">
        Please use the link in your latest &ldquo;Confirm your daily horoscope&rdquo; e-mail, or ask again on the{' '}
        <Link to={paths.horoscope.href()} className={LINK}>horoscope page</Link>.
      </Notice>
    );
  } else if (confirm.isSuccess) {
    const sign = zodiacSignById(confirm.data.sign);
    body = (
      <div className="space-y-4">
        <Notice tone="success" title="Your daily horoscope is confirmed">
          Your {sign.name} horoscope arrives each morning at 7:00, your time. Every one has a link to stop it.
        </Notice>
        <Link to={paths.horoscopeSign.href(sign.id)} className={LINK}>Read today&apos;s {sign.name} horoscope</Link>
      </div>
    );
  } else if (hasErrorCode(confirm.error, 'link_used')) {
    body = (
      <Notice tone="info" title="This link was used already">
        Your daily horoscope was confirmed with it. Each horoscope mail has a link to stop it.
      </Notice>
    );
  } else if (hasErrorCode(confirm.error, 'link_expired')) {
    body = (
      <Notice tone="danger" title="This link has expired">
        Ask for the daily horoscope again on the <Link to={paths.horoscope.href()} className={LINK}>horoscope page</Link>.
      </Notice>
    );
  } else {
    body = (
      <div className="space-y-5">
        <p className="text-mist">Press the button to receive the daily horoscope by e-mail each morning.</p>
        {confirm.isError && <Notice tone="danger">{errorMessage(confirm.error, 'We could not confirm it. Please try again.')}</Notice>}
        <Button className="w-full sm:w-auto" disabled={confirm.isPending} onClick={() => confirm.mutate(token)}>
          {confirm.isPending ? 'Confirming...' : 'Confirm my daily horoscope'}
        </Button>
      </div>
    );
  }
  return (
    <ScreenContainer className="max-w-xl">
      <ScreenHeading title="Daily Horoscope" />
      <Card className="text-center sm:text-left" aria-live="polite">
        {body}
      </Card>
    </ScreenContainer>
  );
}
