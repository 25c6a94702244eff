import { useCallback, useEffect, useState } from 'react';
import type { PaymentConfig } from '@shared/schemas/payment';
import { toast } from '@/components/ui/toast';
import { hasErrorCode } from '@/lib/error-messages';
import { useOnline } from '@/lib/use-online';
import { usePaymentConfig } from '../api/get-payment-config';
import { usePaymentIntent } from '../api/create-payment-intent';
import { CHECKOUT_COPY, type CheckoutVariant } from '../lib/checkout-copy';
import { isOfflineError, type PaymentFailure } from '../lib/payment-failure';
import { usePaymentSuccess } from '../lib/use-payment-success';
import { CheckoutAlreadyPaid, CheckoutLoading, CheckoutNotFound, CheckoutOffline, CheckoutRefunded, CheckoutSetupError, CheckoutSuccess } from './checkout-states';
import { PaymentForm } from './payment-form';

// When the config cannot be read, the provider is loaded with an empty key, which
// fails and lands in the "Payment Error" state like any other setup failure.
const UNREADABLE_CONFIG: PaymentConfig = { mode: 'stripe', publishableKey: '' };

export interface CheckoutPanelProps {
  code: string;
  variant: CheckoutVariant;
}

/**
 * The whole checkout of one order, in all its states: setting up (config and PaymentIntent), offline,
 * setup error, already paid, the form, then success. The dialog and the /payment page both show it, and
 * a payment in either leads to the same next page (lib/payment-navigation.ts).
 */
export function CheckoutPanel({ code, variant }: CheckoutPanelProps) {
  const online = useOnline();
  const config = usePaymentConfig();
  const intent = usePaymentIntent(code);
  const [setupFailed, setSetupFailed] = useState(false);
  const { succeeded, handleSucceeded, nextHref } = usePaymentSuccess(code);

  // A paid order (another tab, an earlier visit); the server's other refusals are setup errors.
  const alreadyPaid = hasErrorCode(intent.error, 'already_paid');
  const refunded = hasErrorCode(intent.error, 'order_refunded');
  const notFound = hasErrorCode(intent.error, 'not_found');
  // Queries pause while the browser is offline: say so instead of spinning until the network returns.
  const offline =
    (!online && (config.isPending || intent.isPending)) ||
    config.fetchStatus === 'paused' ||
    intent.fetchStatus === 'paused' ||
    isOfflineError(config.error) ||
    isOfflineError(intent.error);
  const setupError = !offline && (setupFailed || (Boolean(intent.error) && !alreadyPaid && !refunded && !notFound));

  useEffect(() => {
    if (setupError) toast({ title: CHECKOUT_COPY.setupToastTitle, description: CHECKOUT_COPY.setupToastDescription, variant: 'destructive' });
  }, [setupError]);

  const onError = useCallback((failure: PaymentFailure) => {
    if (failure.kind === 'setup') {
      console.error('Payment setup failed', failure.error);
      setSetupFailed(true);
    }
  }, []);

  const retry = () => {
    setSetupFailed(false);
    if (config.isError) void config.refetch();
    void intent.refetch();
  };

  if (succeeded) return <CheckoutSuccess />;
  if (alreadyPaid) return <CheckoutAlreadyPaid href={nextHref} />;
  if (refunded) return <CheckoutRefunded code={code} />;
  if (notFound) return <CheckoutNotFound />;
  if (offline) return <CheckoutOffline onRetry={retry} />;
  if (setupError) return <CheckoutSetupError onRetry={retry} />;
  if (!intent.data || config.isPending) return <CheckoutLoading />;
  return (
    <PaymentForm
      config={config.data ?? UNREADABLE_CONFIG}
      code={code}
      intent={intent.data}
      variant={variant}
      onSucceeded={handleSucceeded}
      onError={onError}
    />
  );
}
