import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { readingViewHref } from '@shared/domain/reading-content';
import { PAID_READING_PROMISE, SUPPORT_PROMISE } from '@shared/domain/delivery';
import { readyBy } from '@shared/domain/order-lifecycle';
import { questionnairePath } from '@shared/domain/questionnaire-path';
import type { CustomerOrder } from '@shared/schemas/order';
import { paths } from '@/config/paths';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { SupportEmailLink } from '@/features/legal';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useNow } from '@/lib/use-now';
import { formatDayAndTime, formatOrderDate, OrderSummaryCard, OwnOrderPage, ReturnToDashboard } from '@/features/orders';
import { isAudioOrder } from '../lib/order-card';
import { statusFacts } from '../lib/status-facts';
import { StatusTimeline } from './status-timeline';

const supportLink = <SupportEmailLink className="font-semibold text-gold-300 underline underline-offset-2 hover:text-gold-200" />;

/** Where the order stands and the one next step, in words; the finished reading's own view comes later. */
function ResultBody({ order }: { order: CustomerOrder }) {
  const now = useNow();
  const audio = isAudioOrder(order);
  const what = audio ? 'meditation' : 'reading';
  const due = readyBy(order);
  let heading: string;
  let body: ReactNode;
  let action: ReactNode = null;
  switch (order.status) {
    case 'payment_needed':
      heading = `Your ${what} starts with your payment`;
      body = <p>As soon as your payment is complete, our advisors begin. Paid readings are ready {PAID_READING_PROMISE}.</p>;
      action = (
        <ButtonLink to={paths.payment.href(order.requestCode)} size="lg">
          Complete Payment
        </ButtonLink>
      );
      break;
    case 'needs_input':
      heading = audio ? 'Your meditation is being prepared' : 'We need a few answers from you';
      body = audio ? (
        <p>We will let you know by e-mail as soon as it is ready.</p>
      ) : (
        <p>Our advisors begin as soon as they have your answers: your reading is ready {PAID_READING_PROMISE} of them.</p>
      );
      if (!audio) {
        action = (
          <ButtonLink to={questionnairePath(order)} size="lg">
            Complete Questionnaire
          </ButtonLink>
        );
      }
      break;
    case 'in_progress':
      heading = `Your ${what} is being prepared`;
      body = (
        <>
          <p>Our spiritual advisors are working on it. We'll notify you by email when it's complete.</p>
          {due && (
            <p className="mt-2 font-semibold text-gold-200">
              Ready by <time dateTime={due}>{formatDayAndTime(due)}</time>
            </p>
          )}
          {!audio && (
            <div className="mt-6">
              <StatusTimeline facts={statusFacts(order, order.status)} now={now} />
            </div>
          )}
        </>
      );
      break;
    case 'completed':
      // Not shown: a finished order opens its own view (ReadingResultScreen).
      heading = `Your ${what} is complete`;
      body = <p>We e-mailed you when it was ready.</p>;
      action = (
        <ButtonLink to={readingViewHref(order.productId, order.requestCode)} size="lg">
          {audio ? 'Play Audio Meditation' : 'View Reading'}
        </ButtonLink>
      );
      break;
    case 'refunded':
      heading = 'This order was refunded';
      body = (
        <>
          {order.refundedAt && (
            <p className="font-semibold text-gold-200">
              Refunded on <time dateTime={order.refundedAt}>{formatOrderDate(order.refundedAt)}</time>
            </p>
          )}
          <p className="mt-2">
            Questions about it? Our support team replies {SUPPORT_PROMISE}: {supportLink}
          </p>
        </>
      );
      break;
  }
  return (
    <Card>
      <h2 className="text-2xl text-gold-300">{heading}</h2>
      <div className="mt-3 text-mist">{body}</div>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        {action}
        <ReturnToDashboard />
      </div>
    </Card>
  );
}

/**
 * `/reading-result/:id` (order id, owner only): a finished order opens its product's own view (the
 * premium reading, its variant, or the audio player); otherwise, where it stands on the way there.
 */
export function ReadingResultScreen({ orderId }: { orderId: string | undefined }) {
  useDocumentTitle('Your Reading');
  return (
    <OwnOrderPage param={orderId} loginReason="Please log in to view your reading">
      {(order) =>
        order.status === 'completed' ? (
          <Navigate to={readingViewHref(order.productId, order.requestCode)} replace />
        ) : (
          <>
            <header className="mb-6 text-center">
              <p className="text-sm font-semibold tracking-[0.2em] text-gold-300 uppercase">Your reading</p>
              <h1 className="mt-2 text-3xl text-mist sm:text-4xl">{order.productName}</h1>
            </header>
            <div className="flex flex-col gap-6">
              <OrderSummaryCard order={order} showName={false} />
              <ResultBody order={order} />
            </div>
          </>
        )
      }
    </OwnOrderPage>
  );
}
