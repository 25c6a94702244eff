import { PAID_READING_PROMISE } from '@shared/domain/delivery';
import { asksQuestions } from '@shared/domain/products';
import { readingContentFor } from '@shared/domain/reading-content';
import { paths } from '@/config/paths';
import { ButtonLink } from '@/components/ui/button';
import { CheckCircleIcon, ClipboardIcon, MailIcon, SparklesIcon } from '@/components/ui/icons';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSignedInUser } from '@/features/auth';
import { NotifyMe } from '@/features/notifications';
import { RefundedOrder, useOrder } from '@/features/readings';
import { ScreenColumns, ScreenContainer, ScreenHeading, WIDE_SCREEN } from '@/components/screen/screen-container';
import { StatusView } from '@/components/screen/status-view';
import { StepList } from '@/components/screen/step-list';
import { loadErrorKind } from '@/lib/load-error';
import { parseCodeParam } from '@/lib/request-code-param';
import { useScrollToTop } from '@/lib/use-scroll-to-top';
import { ORDER_NOT_FOUND } from '../lib/copy';
import { SupportBlock } from './support-block';
import { EmailAddress } from '@/components/ui/email-address';

/**
 * `/payment-thank-you/:id`: the payment success page. Its words need nothing from the server, so it
 * shows at once (offline too); the order adds the customer's name and address when it arrives, and
 * fits the steps to its product (no questionnaire step for a product that asks none, no sketch where
 * none is drawn).
 */
export function PaymentThankYouScreen({ code: rawCode }: { code: string | undefined }) {
  useDocumentTitle('Payment Confirmed');
  useScrollToTop();
  const param = parseCodeParam(rawCode);
  const { data: order, error } = useOrder(param.state === 'valid' ? param.code : undefined);
  // Signed in: straight to the dashboard; otherwise by the login page, which then opens it.
  const dashboardHref = useSignedInUser() ? paths.dashboard.href() : paths.login.href(paths.dashboard.href());

  if (param.state !== 'valid' || loadErrorKind(error) === 'not-found') return <StatusView {...ORDER_NOT_FOUND} />;
  // A refunded order is not complete, nor its payment confirmed: its page says when it was refunded.
  if (order?.refundedAt) return <RefundedOrder name={order.userName} orderNumber={order.orderNumber} refundedAt={order.refundedAt} />;

  // Long addresses wrap anywhere rather than run out of the card on a phone.
  const email = order ? <strong className="text-mist">
      <EmailAddress address={order.email} />
    </strong> : 'your email address';
  const steps = [
    {
      icon: <MailIcon />,
      title: 'Check Your Email',
      text: <>We've sent your login details to {email}: a link to set the password for your account.</>,
    },
    // Until the order is known, the words of the reading that asks questions and comes with a sketch.
    !order || asksQuestions(order.productId)
      ? {
          icon: <ClipboardIcon />,
          title: 'Log In & Complete the Questionnaire',
          text: 'Log in to your dashboard and answer a few questions so we can make your reading truly personal.',
        }
      : { icon: <ClipboardIcon />, title: 'Log In to Your Dashboard', text: 'Your order is waiting in your dashboard: nothing more to fill in.' },
    {
      icon: <SparklesIcon />,
      title: 'Receive Your Reading',
      text: `Your personalised reading${!order || readingContentFor(order.productId).sketch ? ' and soulmate sketch' : ''} will be ready ${PAID_READING_PROMISE}.`,
    },
  ];

  return (
    <ScreenContainer className={WIDE_SCREEN}>
      <ScreenHeading wide icon={<CheckCircleIcon />} title="Payment Confirmed">
        <p>
          Thank you{order ? `, ${order.userName}` : ''}! Your payment was successful and your soulmate journey has
          begun.
        </p>
      </ScreenHeading>
      {/* Phones: the steps, help, the buttons, the note, in one column; desktop: the steps beside the rest. */}
      <ScreenColumns
        side={
          <>
            <SupportBlock />
            <div className="flex flex-col items-stretch gap-3 sm:flex-row sm:justify-center lg:flex-col">
              <ButtonLink to={dashboardHref} size="lg">
                Access Your Dashboard
              </ButtonLink>
              <ButtonLink to={paths.home.href()} variant="secondary" size="lg">
                Return Home
              </ButtonLink>
            </div>
            <p className="text-center text-sm text-mist-muted lg:text-base">
              A confirmation email has been sent to {email}. If you don't see it, please check your spam folder.
            </p>
          </>
        }
      >
        <StepList id="next-steps" title="Your Next Steps" steps={steps} className="p-5 sm:p-6 lg:p-8" />
        <NotifyMe className="mt-6" />
      </ScreenColumns>
    </ScreenContainer>
  );
}
