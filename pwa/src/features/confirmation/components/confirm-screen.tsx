import { Navigate } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { useDocumentTitle } from '@/lib/use-document-title';
import { paths } from '@/config/paths';
import { LoadErrorView } from '@/components/screen/load-error-view';
import { StatusView } from '@/components/screen/status-view';
import { parseCodeParam } from '@/lib/request-code-param';
import { useConfirmOnce } from '../lib/use-confirm-once';
import { ConfirmationSuccess } from './confirmation-success';
import { INVALID_CODE } from './copy';

/** `/confirm?code=`: the e-mailed link. Posts the confirmation (idempotent) and shows the result. */
export function ConfirmScreen({ code: rawCode }: { code: string | null }) {
  useDocumentTitle('Confirm Your Request');
  const param = parseCodeParam(rawCode);
  const confirmation = useConfirmOnce(param.state === 'valid' ? param.code : undefined);

  if (param.state === 'missing') return <Navigate to={paths.home.href()} replace />;
  if (param.state === 'invalid') return <StatusView {...INVALID_CODE} />;
  if (confirmation.error) return <LoadErrorView error={confirmation.error} notFound={INVALID_CODE} onRetry={confirmation.retry} />;
  if (!confirmation.data) return <PageSpinner label="Confirming your request..." />;
  return <ConfirmationSuccess reading={confirmation.data} />;
}
