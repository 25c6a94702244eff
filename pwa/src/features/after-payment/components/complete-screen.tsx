import { PAID_READING_PROMISE } from '@shared/domain/delivery';
import { Spinner } from '@/components/ui/spinner';
import { Card } from '@/components/ui/card';
import { CheckCircleIcon } from '@/components/ui/icons';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useOrder } from '@/features/readings/api/get-order';
import { LoadErrorView } from '@/features/readings/components/load-error-view';
import { ReturnHomeRow } from '@/features/readings/components/return-home-button';
import { ScreenContainer, ScreenHeading } from '@/features/readings/components/screen-container';
import { StatusView } from '@/features/readings/components/status-view';
import { parseCodeParam } from '@/features/readings/lib/request-code-param';
import { useScrollToTop } from '@/features/readings/lib/use-scroll-to-top';
import { ORDER_NOT_FOUND } from '../lib/copy';

/** `/complete/:id`: the end of the funnel, with what was ordered and where it will arrive. */
export function CompleteScreen({ code: rawCode }: { code: string | undefined }) {
  useDocumentTitle('Order Complete');
  useScrollToTop();
  const param = parseCodeParam(rawCode);
  const code = param.state === 'valid' ? param.code : undefined;
  const { data: order, error, isPending, refetch } = useOrder(code);

  if (!code) return <StatusView {...ORDER_NOT_FOUND} />;
  if (isPending) return <Spinner label="Loading your order..." className="py-32" />;
  if (error) return <LoadErrorView error={error} notFound={ORDER_NOT_FOUND} onRetry={() => void refetch()} />;

  const details = [
    { label: 'Order Number', value: order.orderNumber },
    { label: 'Name', value: order.userName },
    { label: 'Delivery Email', value: order.email },
  ];

  return (
    <ScreenContainer className="max-w-2xl">
      <ScreenHeading icon={<CheckCircleIcon />} title="Your Order Is Complete!">
        <p>Thank you, {order.userName}. Our psychic artists are now preparing your personal reading.</p>
      </ScreenHeading>
      <div className="space-y-6">
        <Card className="p-5 shadow-glow sm:p-6">
          <h2 className="mb-4 text-xl text-gold-300">Order Details</h2>
          <dl className="divide-y divide-violet-400/20">
            {details.map((item) => (
              <div key={item.label} className="flex flex-col gap-0.5 py-3 first:pt-0 last:pb-0 sm:flex-row sm:justify-between sm:gap-4">
                <dt className="text-sm text-mist-muted">{item.label}</dt>
                <dd className="font-semibold break-all text-mist sm:text-right">{item.value}</dd>
              </div>
            ))}
          </dl>
        </Card>
        <p className="text-center text-lg text-mist-muted">
          Your reading and soulmate sketch will be delivered to <strong className="text-mist">{order.email}</strong>{' '}
          {PAID_READING_PROMISE}.
        </p>
        <ReturnHomeRow />
      </div>
    </ScreenContainer>
  );
}
