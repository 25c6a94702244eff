import { Navigate } from 'react-router';
import { isFunnelReading } from '@shared/domain/products';
import { paths } from '@/config/paths';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { CheckCircleIcon } from '@/components/ui/icons';
import { PageSpinner, Spinner } from '@/components/ui/spinner';
import { hasErrorCode } from '@/lib/error-messages';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSessionAccount } from '@/features/auth';
import { RefundedOrder, useOrder } from '@/features/readings';
import { LoadErrorView } from '@/components/screen/load-error-view';
import { ScreenColumns, ScreenContainer, ScreenHeading, WIDE_SCREEN } from '@/components/screen/screen-container';
import { StatusView } from '@/components/screen/status-view';
import { parseCodeParam } from '@/lib/request-code-param';
import { useScrollToTop } from '@/lib/use-scroll-to-top';
import { usePurchases } from '../api/get-purchases';
import { ORDER_NOT_FOUND } from '../lib/copy';
import { AccountNextStep } from './account-next-step';
import { PurchaseList } from './purchase-list';
import { EmailAddress } from '@/components/ui/email-address';

/**
 * `/complete/:id`: the end of the funnel, with the order, what it bought (the reading, its bonuses and
 * an accepted offer, as the server lists them), when each part comes (its place in the order
 * lifecycle), and the way into the account the order is on. An unpaid order has bought nothing yet: it
 * goes to its payment.
 */
export function CompleteScreen({ code: rawCode }: { code: string | undefined }) {
  useDocumentTitle('Order Complete');
  useScrollToTop();
  const param = parseCodeParam(rawCode);
  const code = param.state === 'valid' ? param.code : undefined;
  const { data: order, error, isPending, refetch } = useOrder(code);
  const purchases = usePurchases(code);
  const account = useSessionAccount();

  if (!code) return <StatusView {...ORDER_NOT_FOUND} />;
  if (hasErrorCode(purchases.error, 'payment_required')) return <Navigate to={paths.payment.href(code)} replace />;
  if (isPending) return <PageSpinner label="Loading your order..." />;
  if (error) return <LoadErrorView error={error} notFound={ORDER_NOT_FOUND} onRetry={() => void refetch()} />;
  // A refunded order is not complete, nor its payment confirmed: its page says when it was refunded.
  if (order?.refundedAt) return <RefundedOrder name={order.userName} orderNumber={order.orderNumber} refundedAt={order.refundedAt} />;

  const details = [
    { label: 'Order Number', value: order.orderNumber },
    { label: 'Name', value: order.userName },
    { label: 'Delivery Email', value: <EmailAddress address={order.email} /> },
  ];

  return (
    <ScreenContainer className={WIDE_SCREEN}>
      <ScreenHeading wide icon={<CheckCircleIcon />} title="Your Order Is Complete!">
        <p>Thank you, {order.userName}. Your payment went through: here is what you bought, and when each part comes.</p>
      </ScreenHeading>
      <ScreenColumns side={<AccountNextStep email={order.email} account={account} />}>
        <Card className="p-5 shadow-glow sm:p-6 lg:p-8">
          <h2 className="mb-4 text-xl text-gold-300 lg:text-2xl">Order Details</h2>
          <dl className="divide-y divide-violet-400/20">
            {details.map((item) => (
              <div key={item.label} className="flex flex-col gap-0.5 py-3 first:pt-0 last:pb-0 sm:flex-row sm:justify-between sm:gap-4 lg:py-4">
                <dt className="text-sm text-mist-muted lg:text-base">{item.label}</dt>
                <dd className="font-semibold [overflow-wrap:anywhere] text-mist sm:text-right">{item.value}</dd>
              </div>
            ))}
          </dl>
        </Card>
        {purchases.data ? (
          // The funnel's reading asks its questions on its onboarding page, by the order's code.
          <PurchaseList purchases={purchases.data} answerHref={isFunnelReading(order.productId) ? paths.onboarding.href(code) : undefined} />
        ) : (
          <Card className="p-5 sm:p-6 lg:p-8">
            {purchases.isError ? (
              <div role="alert" className="flex flex-col items-start gap-3">
                <p className="text-mist-muted">We couldn't load what you bought just now.</p>
                <Button variant="secondary" onClick={() => void purchases.refetch()}>
                  Try Again
                </Button>
              </div>
            ) : (
              <Spinner label="Loading what you bought..." className="py-4" />
            )}
          </Card>
        )}
      </ScreenColumns>
    </ScreenContainer>
  );
}
