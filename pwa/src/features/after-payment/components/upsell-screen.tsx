import { Navigate } from 'react-router';
import { paths } from '@/config/paths';
import { PageSpinner } from '@/components/ui/spinner';
import { hasErrorCode } from '@/lib/error-messages';
import { useDocumentTitle } from '@/lib/use-document-title';
import { LoadErrorView } from '@/components/screen/load-error-view';
import { ScreenContainer, WIDE_SCREEN } from '@/components/screen/screen-container';
import { StatusView } from '@/components/screen/status-view';
import { parseCodeParam } from '@/lib/request-code-param';
import { useScrollToTop } from '@/lib/use-scroll-to-top';
import { usePaymentConfig } from '@/features/checkout';
import { useUpsellState } from '../api/get-upsell-state';
import { ORDER_NOT_FOUND } from '../lib/copy';
import { offerRefusal } from '../lib/upsell-messages';
import { useConfirmReturningPayment } from '../lib/use-confirm-returning-payment';
import { useOfferCountdown } from '../lib/use-offer-countdown';
import { useUpsellFlow } from '../lib/use-upsell-flow';
import { OfferAccepted } from './offer-accepted';
import { OfferCountdown } from './offer-countdown';
import { OfferRefused } from './offer-refused';
import { TestAuthDialog } from './test-auth-dialog';
import { UpsellActions } from './upsell-actions';
import { UpsellOffer } from './upsell-offer';

/** `/upsell/:id`: the one-time offer right after the first payment. */
export function UpsellScreen({ code: rawCode }: { code: string | undefined }) {
  useDocumentTitle('A Special One-Time Offer');
  useScrollToTop();
  const param = parseCodeParam(rawCode);
  if (param.state !== 'valid') return <StatusView {...ORDER_NOT_FOUND} />;
  return <UpsellGate code={param.code} />;
}

/**
 * Nothing is offered (nor any "thank you for your order") before the server has checked the order: an
 * unknown code is not found, an unpaid order goes to its payment, an answered offer to the next step,
 * and an offer that ended or is not this browser's says so in the server's terms.
 */
function UpsellGate({ code }: { code: string }) {
  const returning = useConfirmReturningPayment(code);
  const offer = useUpsellState(code, { enabled: returning.settled });

  if (offer.error) {
    const { error } = offer;
    if (hasErrorCode(error, 'payment_required')) return <Navigate to={paths.payment.href(code)} replace />;
    const refused = offerRefusal(error);
    // A refunded order has no onboarding left: its order page says what happened.
    if (refused) return <OfferRefused code={code} reason={refused} nextHref={refused === 'offer_closed' ? paths.request.href(code) : paths.onboarding.href(code)} />;
    return <LoadErrorView error={error} notFound={ORDER_NOT_FOUND} onRetry={() => void offer.refetch()} />;
  }
  if (!offer.data) return <PageSpinner label="Loading your offer..." />;

  const { state, expiresAt, next, yours } = offer.data;
  // Accepted in another browser: this one is told so, and has nothing to answer.
  if (state === 'accepted' && !yours) return <OfferAccepted code={code} priceCents={offer.data.priceCents} />;
  const nextHref = next === 'complete' ? paths.complete.href(code) : paths.onboarding.href(code);
  if (state === 'accepted' || state === 'declined') return <Navigate to={nextHref} replace />;
  if (state === 'expired') return <OfferRefused code={code} reason="offer_expired" nextHref={nextHref} />;
  if (state === 'none' || !expiresAt) return <OfferRefused code={code} reason="no_offer" nextHref={paths.dashboard.href()} />;
  return <UpsellOfferPage code={code} expiresAt={expiresAt} nextHref={nextHref} />;
}

function UpsellOfferPage({ code, expiresAt, nextHref }: { code: string; expiresAt: string; nextHref: string }) {
  const { remaining, expired } = useOfferCountdown(expiresAt);
  const flow = useUpsellFlow(code, nextHref);
  // Only for the "Test mode" label; if it fails to load, the offer still works (the flow asks again).
  const config = usePaymentConfig();

  return (
    <ScreenContainer className={WIDE_SCREEN}>
      <header className="mb-6 text-center lg:mb-12">
        <p className="mb-3 inline-block rounded-full border border-gold-300/40 bg-night-800 px-4 py-1 text-sm font-semibold text-gold-200">
          Payment successful! Your order is almost complete
        </p>
        <h1 className="text-3xl leading-tight text-gold-300 sm:text-4xl lg:text-5xl">A Special One-Time Offer</h1>
        <p className="mx-auto mt-3 max-w-xl text-lg text-mist-muted lg:max-w-2xl lg:text-xl">
          Thank you for your order. Bring your reading to life with a complete system for calling love in, offered
          only here, only once.
        </p>
      </header>
      {/*
        Phones: the countdown, the offer, then the answers. From 1024 px the offer fills the left column and
        the countdown sits beside it with the answers under it (the second row takes the offer's extra height).
      */}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:grid-rows-[auto_1fr] lg:gap-x-10">
        <div className="lg:col-start-2 lg:row-start-1">
          <OfferCountdown remaining={remaining} />
        </div>
        <div className="lg:col-start-1 lg:row-span-2 lg:row-start-1">
          <UpsellOffer expired={expired} />
        </div>
        <div className="lg:col-start-2 lg:row-start-2 lg:self-start">
          <UpsellActions
            code={code}
            step={flow.step}
            busy={flow.busy}
            expired={expired}
            testMode={config.data?.mode === 'sandbox'}
            onAccept={flow.accept}
            onDecline={flow.decline}
          />
        </div>
      </div>
      <TestAuthDialog
        open={flow.step.kind === 'test-auth'}
        pending={flow.authenticating}
        onComplete={flow.completeTestAuth}
        onCancel={flow.cancelTestAuth}
      />
    </ScreenContainer>
  );
}
