import { useDeferredValue, useEffect, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { zodiacSignForIsoDate, type ZodiacSign } from '@shared/domain/zodiac';
import type { Reading } from '@shared/schemas/reading';
import { PageSpinner } from '@/components/ui/spinner';
import { pricesQueryOptions } from '@/features/checkout';
import { OfflineCopyNote, useReadingByCode } from '@/features/readings';
import { LoadErrorView } from '@/components/screen/load-error-view';
import { StatusView } from '@/components/screen/status-view';
import { parseCodeParam } from '@/lib/request-code-param';
import { socialProofQueryOptions } from '../api/get-social-proof';
import { AlreadyPaidView } from './already-paid-view';
import { RefundedFreeReading } from './refunded-free-reading';

const NOT_FOUND = { title: 'Reading Not Found', message: "We couldn't find your reading. Please check your link and try again." };

export interface PreviewContext {
  code: string;
  reading: Reading;
  sign: ZodiacSign;
}

/**
 * Loads the reading behind a preview link and shows the page only when there is something to sell:
 * not found, loading and failures get their own screens, a paid order is not sold again, and a refunded
 * one says when it was refunded and still shows the free reading.
 */
export function PreviewGate({
  code: rawCode,
  refundedEyebrow = 'Your free reading',
  children,
}: {
  code: string | undefined;
  /** The eyebrow above the free reading of a refunded order. */
  refundedEyebrow?: string;
  children: (context: PreviewContext) => ReactNode;
}) {
  const param = parseCodeParam(rawCode);
  const code = param.state === 'valid' ? param.code : undefined;
  const { data, error, isPending, refetch } = useReadingByCode(code);
  // The page around the reading is drawn in a render React may pause for the browser: the query's
  // answer arrives as an urgent update, and drawing the whole page in it held the main thread in one
  // long task (docs/decisions/016). Until that render is done, the loading state stays.
  const reading = useDeferredValue(data);
  // The offer's price and counts are asked for beside the reading, not after it: the page then shows
  // them with the reading instead of changing as they arrive. Not for a link that leads nowhere.
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!code) return;
    void queryClient.prefetchQuery(pricesQueryOptions());
    void queryClient.prefetchQuery(socialProofQueryOptions());
  }, [code, queryClient]);

  if (!code) return <StatusView title={NOT_FOUND.title} message={NOT_FOUND.message} />;
  if (error) return <LoadErrorView error={error} notFound={NOT_FOUND} onRetry={() => void refetch()} />;
  if (isPending || !reading) return <PageSpinner label="Loading your reading..." />;

  const sign = zodiacSignForIsoDate(reading.birthdate);
  if (!sign) return <StatusView title={NOT_FOUND.title} message={NOT_FOUND.message} />;

  // A refund gave the payment back, and only that: nothing is "already paid" or unlocked any more, and
  // the free reading (never paid for) stays.
  if (reading.refundedAt) return <RefundedFreeReading reading={reading} sign={sign} refundedAt={reading.refundedAt} eyebrow={refundedEyebrow} />;
  if (reading.isPaid) return <AlreadyPaidView code={code} name={reading.name} access={reading.access} status={reading.status} />;
  return (
    <>
      <OfflineCopyNote kind="reading" code={code} className="px-4 pt-6" />
      {children({ code, reading, sign })}
    </>
  );
}
