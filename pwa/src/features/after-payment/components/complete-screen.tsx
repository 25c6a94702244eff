import { Navigate } from 'react-router';
import { PAID_READING_PROMISE } from '@shared/domain/delivery';
import { paths } from '@/config/paths';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { CheckCircleIcon } from '@/components/ui/icons';
import { PageSpinner, Spinner } from '@/components/ui/spinner';
import { hasErrorCode } from '@/lib/error-messages';
import { useDocumentTitle } from '@/lib/use-document-title';
import { RefundedOrder, useOrder } from '@/features/readings';
import { LoadErrorView } from '@/components/screen/load-error-view';
import { ReturnHomeButton } from '@/components/screen/return-home-button';
import { ScreenColumns, ScreenContainer, ScreenHeading, WIDE_SCREEN } from '@/components/screen/screen-container';
import { StatusView } from '@/components/screen/status-view';
import { parseCodeParam } from '@/lib/request-code-param';
import { useScrollToTop } from '@/lib/use-scroll-to-top';
import { usePurchases } from '../api/get-purchases';
import { ORDER_NOT_FOUND } from '../lib/copy';
import { PurchaseList } from './purchase-list';
import { EmailAddress } from '@/components/ui/email-address';

/**
 * `/complete/:id`: the end of the funnel, with the order, what it bought (the reading, its bonuses and
 * an accepted offer, as the server lists them) and where it will arrive. An unpaid order has bought
 * nothing yet: it goes to its payment.
 */
export function CompleteScreen({ code: rawCode }: { code: string | undefined }) {
  useDocumentTitle('Order Complete');
  useScrollToTop();
  const param = parseCodeParam(rawCode);
  const code = param.state === 'valid' ? param.code : undefined;
  const { data: order, error, isPending, refetch } = useOrder(code);
  const purchases = usePurchases(code);

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
        <p>Thank you, {order.userName}. Our psychic artists are now preparing your personal reading.</p>
      </ScreenHeading>
      <ScreenColumns
        side={
          // A plain block on phones, as before; a card beside the order's details on desktop.
          <div className="flex flex-col items-center gap-6 text-center lg:rounded-[var(--radius-card)] lg:border lg:border-violet-400/20 lg:bg-night-800/60 lg:p-8">
            <p className="text-lg text-mist-muted">
              Your reading and soulmate sketch will be delivered to <strong className="text-mist">
                <EmailAddress address={order.email} />
              </strong>{' '}
              {PAID_READING_PROMISE}.
            </p>
            <ReturnHomeButton />
          </div>
        }
      >
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
          <PurchaseList purchases={purchases.data} />
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
