import { useQuery } from '@tanstack/react-query';
import { zodiacSignForIsoDate } from '@shared/domain/zodiac';
import { PageSpinner } from '@/components/ui/spinner';
import { SparklesIcon } from '@/components/ui/icons';
import { useDocumentTitle } from '@/lib/use-document-title';
import { HoroscopeCard } from '@/features/horoscope';
import { NotifyMe } from '@/features/notifications';
import { getReadingQueryOptions } from '../api/get-reading';
import { readingQueryOptions } from '../api/get-reading-by-code';
import { parseCodeParam } from '@/lib/request-code-param';
import { useScrollToTop } from '@/lib/use-scroll-to-top';
import { LoadErrorView } from '@/components/screen/load-error-view';
import { OfflineCopyNote } from './offline-copy-note';
import { QuestionCard } from './question-card';
import { ReturnHomeRow } from '@/components/screen/return-home-button';
import { ScreenColumns, ScreenContainer, ScreenHeading, WIDE_SCREEN } from '@/components/screen/screen-container';
import { StatusView } from '@/components/screen/status-view';
import { ThankYouNotice, type ThankYouVariant } from './thank-you-notice';
import { WhatToExpect } from './what-to-expect';
import { EmailAddress } from '@/components/ui/email-address';

const NOT_FOUND = { title: 'Reading not found', message: "We couldn't find your reading. Please check your link and try again." };

/** `/thank-you/:id` (unconfirmed) and `/thank-you-confirmed/:code` (confirmed): one screen, two variants. */
export function ThankYouScreen({ variant, code: rawCode }: { variant: ThankYouVariant; code: string | undefined }) {
  useDocumentTitle('Thank You');
  useScrollToTop();
  const param = parseCodeParam(rawCode);
  const code = param.state === 'valid' ? param.code : '';
  // The unconfirmed page reads through GET /readings/:id and the confirmed one by code; both
  // answer the same reading under the same cache key.
  const options = variant === 'confirmed' ? readingQueryOptions(code) : getReadingQueryOptions(code);
  const { data: reading, error, isPending, refetch } = useQuery({ ...options, enabled: Boolean(code) });

  if (!code) return <StatusView title={NOT_FOUND.title} message={NOT_FOUND.message} />;
  if (isPending) return <PageSpinner label="Loading your reading details..." />;
  if (error) return <LoadErrorView error={error} notFound={NOT_FOUND} onRetry={() => void refetch()} />;

  const sign = zodiacSignForIsoDate(reading.birthdate);
  if (!sign) return <StatusView title={NOT_FOUND.title} message={NOT_FOUND.message} />;

  return (
    <ScreenContainer className={WIDE_SCREEN}>
      <OfflineCopyNote kind="reading" code={code} className="-mt-4 mb-6" />
      <ScreenHeading wide icon={<SparklesIcon />} title="Thank You for Your Submission">
        <p>
          Thank you, {reading.name}. Your request for a free soulmate reading and sketch is in our hands, and it will be
          sent to <EmailAddress address={reading.email} className="font-semibold text-mist" />.
        </p>
      </ScreenHeading>
      {/* Desktop: where the request stands and what comes next, beside the horoscope; phones: one column. */}
      <ScreenColumns
        spacing="roomy"
        side={
          <>
            <HoroscopeCard sign={sign} title="Personal Horoscope Preview" />
            <p className="text-center text-mist-muted">
              This is only a glimpse of what the stars hold for you. Your personal reading will go much deeper.
            </p>
          </>
        }
      >
        <ThankYouNotice variant={variant} />
        <QuestionCard question={reading.question} />
        <WhatToExpect reading={reading} />
        {/* Last: it knows this browser only once the page has hydrated, and appearing then it moves nothing above it. */}
        <NotifyMe />
      </ScreenColumns>
      <ReturnHomeRow className="mt-8 lg:mt-12" />
    </ScreenContainer>
  );
}
