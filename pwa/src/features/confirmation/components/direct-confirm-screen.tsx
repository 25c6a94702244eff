import { Navigate } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { useDocumentTitle } from '@/lib/use-document-title';
import { paths } from '@/config/paths';
import { LoadErrorView } from '@/components/screen/load-error-view';
import { StatusView } from '@/components/screen/status-view';
import { parseCodeParam } from '@/lib/request-code-param';
import { useConfirmOnce } from '../lib/use-confirm-once';
import { INVALID_CODE } from './copy';

/**
 * `/direct-confirm/:code`: confirms, then replaces itself with the confirmed thank-you page (which
 * shows the reading from the cache the confirmation filled, without a second request).
 */
export function DirectConfirmScreen({ code: rawCode }: { code: string | undefined }) {
  useDocumentTitle('Confirm Your Request');
  const param = parseCodeParam(rawCode);
  const confirmation = useConfirmOnce(param.state === 'valid' ? param.code : undefined);

  if (param.state !== 'valid') return <StatusView {...INVALID_CODE} />;
  if (confirmation.error) return <LoadErrorView error={confirmation.error} notFound={INVALID_CODE} onRetry={confirmation.retry} />;
  if (confirmation.data) return <Navigate to={paths.thankYouConfirmed.href(confirmation.data.requestCode)} replace />;
  return <PageSpinner label="Confirming your request..." />;
}
