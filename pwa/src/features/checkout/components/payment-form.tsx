import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import type { PaymentConfig } from '@shared/schemas/payment';
import { CheckoutLoading } from './checkout-states';
import type { PaymentFormProps } from './payment-form-types';
import { SandboxCardForm } from './sandbox-card-form';

/** Stands in when Stripe's part of the app cannot be downloaded (offline, a deploy in between). */
function StripeUnavailable({ onError }: PaymentFormProps) {
  useEffect(() => onError?.({ kind: 'setup', error: new Error('The payment form could not be loaded') }), [onError]);
  return null;
}

// Its own chunk, fetched only in Stripe mode: test mode and other pages never download Stripe's code.
const StripePaymentForm = lazy(
  (): Promise<{ default: ComponentType<PaymentFormProps & { publishableKey: string }> }> =>
    import('./stripe-payment-form').catch(() => ({ default: StripeUnavailable })),
);

/**
 * The one payment form of the shop, for the dialog and the /payment page: Stripe's Payment Element in
 * Stripe mode, our card form in test mode. Both take the same props (PaymentFormProps).
 */
export function PaymentForm({ config, ...props }: PaymentFormProps & { config: PaymentConfig }) {
  if (config.mode === 'sandbox') return <SandboxCardForm {...props} />;
  return (
    <Suspense fallback={<CheckoutLoading />}>
      <StripePaymentForm publishableKey={config.publishableKey} {...props} />
    </Suspense>
  );
}
