import { Navigate, useLocation } from 'react-router';
import { readingViewHref } from '@shared/domain/reading-content';
import { paths } from '@/config/paths';
import { PageSpinner } from '@/components/ui/spinner';
import { ReturnToDashboard } from '@/features/orders';
import { useSignedIn } from '@/features/auth';
import { RefundedOrder, useOrder } from '@/features/readings';
import { LoadErrorView } from '@/components/screen/load-error-view';
import { StatusView } from '@/components/screen/status-view';
import { parseCodeParam } from '@/lib/request-code-param';
import { errorCode } from '@/lib/error-messages';
import { useDocumentTitle } from '@/lib/use-document-title';
import { usePremiumReading } from '../api/get-premium-reading';
import { PremiumReadingView } from './premium-reading-view';

// The premium page's refusals, word for word.
const NOT_FOUND = { title: 'Reading Not Found', message: "We couldn't find your premium reading. Please check your link and try again." };
const DENIED = { title: 'Access Denied', message: "This reading doesn't belong to your account. Please check your dashboard for your readings." };

function NotFound() {
  return <StatusView title={NOT_FOUND.title} message={NOT_FOUND.message} action={<ReturnToDashboard variant="primary" />} />;
}

/** A refunded order's reading is closed: the page says when it was refunded (the order's own answer by code). */
function Refunded({ code }: { code: string }) {
  const order = useOrder(code);
  if (order.data?.refundedAt) return <RefundedOrder name={order.data.userName} orderNumber={order.data.orderNumber} refundedAt={order.data.refundedAt} />;
  if (order.error) return <LoadErrorView error={order.error} notFound={NOT_FOUND} onRetry={() => void order.refetch()} />;
  return <PageSpinner label="Loading your reading..." />;
}

/** What the server said no to, as a page: the login, the first reading to pay for, the refund, or the page's own messages. */
function Refusal({ error, code, here, onRetry }: { error: unknown; code: string; here: string; onRetry: () => void }) {
  switch (errorCode(error)) {
    case 'unauthorized':
      return <Navigate to={paths.login.href(here)} replace />;
    case 'payment_required':
      return <Navigate to={paths.firstReading.href(code)} replace />;
    case 'order_refunded':
      return <Refunded code={code} />;
    case 'forbidden':
      return <StatusView title={DENIED.title} message={DENIED.message} action={<ReturnToDashboard variant="primary" />} />;
    case 'not_found':
      return <NotFound />;
    default:
      return <LoadErrorView error={error} notFound={NOT_FOUND} onRetry={onRetry} />;
  }
}

/**
 * `/premium-soulmate-reading/:code` and `/premium-reading/:code?type=...`: the signed-in owner's paid
 * reading (staff may open any). The API decides who reads it; the page only says what the answer means.
 * A link that names another variant than the reading's product moves to the reading's own address.
 */
export function PremiumReadingScreen({ code: rawCode }: { code: string | undefined }) {
  useDocumentTitle('Your Premium Reading');
  const { pathname, search } = useLocation();
  const param = parseCodeParam(rawCode);
  const code = param.state === 'valid' ? param.code : undefined;
  const signedIn = useSignedIn('Please log in to view your reading');
  const reading = usePremiumReading(signedIn.state === 'signed-in' ? signedIn.user.id : undefined, code);

  if (!code) return <NotFound />;
  // The session could not be checked and this device knows no account: nothing to show, a retry to offer.
  if (signedIn.state === 'failed') return <LoadErrorView error={undefined} notFound={NOT_FOUND} onRetry={signedIn.retry} />;
  if (signedIn.state !== 'signed-in' || reading.isPending) return <PageSpinner label="Loading your reading..." />;
  if (reading.error) return <Refusal error={reading.error} code={code} here={pathname + search} onRetry={() => void reading.refetch()} />;

  const canonical = readingViewHref(reading.data.productId, reading.data.requestCode);
  if (canonical !== pathname + search) return <Navigate to={canonical} replace />;
  return <PremiumReadingView reading={reading.data} />;
}
