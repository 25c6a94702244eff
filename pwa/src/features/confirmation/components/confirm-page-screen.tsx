import { Navigate } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { useDocumentTitle } from '@/lib/use-document-title';
import { paths } from '@/config/paths';
import { useReadingByCode } from '@/features/readings';
import { LoadErrorView } from '@/components/screen/load-error-view';
import { StatusView } from '@/components/screen/status-view';
import { parseCodeParam } from '@/lib/request-code-param';
import { useConfirmOnce } from '../lib/use-confirm-once';
import { ConfirmationSuccess } from './confirmation-success';
import { READING_NOT_FOUND } from './copy';

const LOADING = 'Loading your confirmation...';

/**
 * `/confirm-page?code=&status=`: the same success screen as `/confirm`, reached after a confirmation
 * elsewhere. With `status=success` on a still-unconfirmed reading it posts the confirmation itself.
 */
export function ConfirmPageScreen({ code: rawCode, status }: { code: string | null; status: string | null }) {
  useDocumentTitle('Confirm Your Request');
  const param = parseCodeParam(rawCode);
  const code = param.state === 'valid' ? param.code : undefined;
  const reading = useReadingByCode(code);
  const mustConfirm = status === 'success' && reading.data?.confirmed === false;
  // On success the mutation writes the confirmed reading into this query's cache entry.
  const confirmation = useConfirmOnce(mustConfirm ? code : undefined);

  if (param.state === 'missing') return <Navigate to={paths.home.href()} replace />;
  if (!code) return <StatusView {...READING_NOT_FOUND} />;
  if (reading.isPending) return <PageSpinner label={LOADING} />;
  if (reading.error) return <LoadErrorView error={reading.error} notFound={READING_NOT_FOUND} onRetry={() => void reading.refetch()} />;
  if (confirmation.error) return <LoadErrorView error={confirmation.error} notFound={READING_NOT_FOUND} onRetry={confirmation.retry} />;
  if (reading.data.confirmed) return <ConfirmationSuccess reading={reading.data} />;
  if (mustConfirm) return <PageSpinner label={LOADING} />;

  // Not confirmed and no success status: never claim "Request Confirmed!"; offer the real link instead.
  return (
    <StatusView
      title="Please Confirm Your Request"
      message="Your reading request hasn't been confirmed yet. Confirm it now so we can begin your soulmate sketch."
      action={
        <ButtonLink to={paths.confirm.href(code)} size="lg">
          Confirm My Request
        </ButtonLink>
      }
    />
  );
}
