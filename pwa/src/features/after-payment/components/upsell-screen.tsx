import { useDocumentTitle } from '@/lib/use-document-title';
import { ScreenContainer } from '@/features/readings/components/screen-container';
import { StatusView } from '@/features/readings/components/status-view';
import { parseCodeParam } from '@/features/readings/lib/request-code-param';
import { useScrollToTop } from '@/features/readings/lib/use-scroll-to-top';
import { usePaymentConfig } from '@/features/checkout/api/get-payment-config';
import { ORDER_NOT_FOUND } from '../lib/copy';
import { useConfirmReturningPayment } from '../lib/use-confirm-returning-payment';
import { useOfferCountdown } from '../lib/use-offer-countdown';
import { useUpsellFlow } from '../lib/use-upsell-flow';
import { OfferCountdown } from './offer-countdown';
import { TestAuthDialog } from './test-auth-dialog';
import { UpsellActions } from './upsell-actions';
import { UpsellOffer } from './upsell-offer';

/** `/upsell/:id`: the one-time offer right after the first payment. */
export function UpsellScreen({ code: rawCode }: { code: string | undefined }) {
  useDocumentTitle('A Special One-Time Offer');
  useScrollToTop();
  const param = parseCodeParam(rawCode);
  if (param.state !== 'valid') return <StatusView {...ORDER_NOT_FOUND} />;
  return <UpsellOfferPage code={param.code} />;
}

function UpsellOfferPage({ code }: { code: string }) {
  useConfirmReturningPayment(code);
  const { remaining, expired } = useOfferCountdown();
  const flow = useUpsellFlow(code);
  // Only for the "Test mode" label; if it fails to load, the offer still works (the flow asks again).
  const config = usePaymentConfig();

  return (
    <ScreenContainer className="max-w-2xl">
      <header className="mb-6 text-center">
        <p className="mb-3 inline-block rounded-full border border-gold-300/40 bg-night-800 px-4 py-1 text-sm font-semibold text-gold-200">
          Wait! Your order is almost complete
        </p>
        <h1 className="text-3xl leading-tight text-gold-300 sm:text-4xl">A Special One-Time Offer</h1>
        <p className="mx-auto mt-3 max-w-xl text-lg text-mist-muted">
          Thank you for your order. Bring your reading to life with a complete system for calling love in, offered
          only here, only once.
        </p>
      </header>
      <div className="space-y-6">
        <OfferCountdown remaining={remaining} />
        <UpsellOffer expired={expired} />
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
      <TestAuthDialog
        open={flow.step.kind === 'test-auth'}
        pending={flow.authenticating}
        onComplete={flow.completeTestAuth}
        onCancel={flow.cancelTestAuth}
      />
    </ScreenContainer>
  );
}
