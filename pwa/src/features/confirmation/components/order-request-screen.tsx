import { zodiacSignForIsoDate } from '@shared/domain/zodiac';
import { PageSpinner } from '@/components/ui/spinner';
import { CheckCircleIcon } from '@/components/ui/icons';
import { useDocumentTitle } from '@/lib/use-document-title';
import { deliveryPromise, QuestionCard, RefundedOrder, useOrderByCode } from '@/features/readings';
import { LoadErrorView } from '@/components/screen/load-error-view';
import { ReturnHomeRow } from '@/components/screen/return-home-button';
import { ScreenContainer, ScreenHeading } from '@/components/screen/screen-container';
import { StatusView } from '@/components/screen/status-view';
import { StepList } from '@/components/screen/step-list';
import { formatLongDate } from '@/lib/format-date';
import { parseCodeParam } from '@/lib/request-code-param';
import { ORDER_NOT_FOUND } from './copy';
import { CosmicProfile } from './cosmic-profile';
import { OrderSubscribe } from './order-subscribe';
import { EmailAddress } from '@/components/ui/email-address';

/** `/request/:code`: the order page variant of the confirmation, read from the order and its reading. */
export function OrderRequestScreen({ code: rawCode }: { code: string | undefined }) {
  useDocumentTitle('Your Request');
  const param = parseCodeParam(rawCode);
  const code = param.state === 'valid' ? param.code : undefined;
  const { data, error, isPending, refetch } = useOrderByCode(code);

  if (!code) return <StatusView {...ORDER_NOT_FOUND} />;
  if (isPending) return <PageSpinner label="Loading your request details..." />;
  if (error) return <LoadErrorView error={error} notFound={ORDER_NOT_FOUND} onRetry={() => void refetch()} />;

  const { order, freeSoulmateReading: reading } = data;
  if (order.refundedAt) return <RefundedOrder name={order.userName} orderNumber={order.orderNumber} refundedAt={order.refundedAt} />;
  const birthdate = reading?.birthdate ?? order.birthdate;
  // A catalogue order has no birthdate, so no cosmic profile.
  const sign = birthdate ? zodiacSignForIsoDate(birthdate) : undefined;
  const journey = [
    { title: 'Creation', text: 'Our psychic artists are creating your personalised soulmate sketch and reading.' },
    {
      title: 'Delivery',
      text: (
        <>
          Your reading will be delivered to <EmailAddress address={order.email} /> {deliveryPromise(order.isPaid)}.
        </>
      ),
    },
    {
      title: 'Premium Guidance',
      text: "Go deeper whenever you're ready with premium guidance on your soulmate's personality, timing and compatibility.",
    },
  ];

  return (
    <ScreenContainer>
      <ScreenHeading icon={<CheckCircleIcon />} title="Request Confirmed!">
        <p>
          Thank you, {order.userName}. Your request <span className="font-semibold text-mist">{order.orderNumber}</span> is
          confirmed.
        </p>
      </ScreenHeading>
      <div className="space-y-8">
        {reading && <QuestionCard question={reading.question} />}
        <StepList title="Your Journey" steps={journey} />
        {sign && birthdate && (
          <CosmicProfile
            sign={sign}
            birthdate={formatLongDate(birthdate)}
            footer={<OrderSubscribe code={order.requestCode} subscribed={order.horoscopeSubscription} />}
          />
        )}
        <ReturnHomeRow />
      </div>
    </ScreenContainer>
  );
}
