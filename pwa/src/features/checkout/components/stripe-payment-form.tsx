import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Appearance } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { paths } from '@/config/paths';
import { checkoutKeys } from '../api/checkout-keys';
import { usePaymentAttempt, type AttemptResult } from '../lib/use-payment-attempt';
import { CheckoutLoading } from './checkout-states';
import type { PaymentFormProps } from './payment-form-types';
import { PayButton, PaymentError, SecureNote } from './payment-form-parts';

/**
 * Stripe mode: the Payment Element inside our form. This module is only ever loaded lazily (see
 * PaymentForm), and `/pure` injects Stripe's script only when loadStripe runs: test mode and every
 * other page never load Stripe's code.
 */

// Our night theme in Stripe's terms (the element lives in Stripe's iframe and cannot read our CSS).
const appearance: Appearance = {
  theme: 'night',
  variables: {
    colorPrimary: '#f6d47a',
    colorBackground: '#0a0619',
    colorText: '#e8e4f6',
    colorTextSecondary: '#b9b1d9',
    colorDanger: '#f87171',
    fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    fontSizeBase: '16px',
    borderRadius: '10px',
  },
  rules: { '.Input': { border: '1px solid rgb(167 139 250 / 0.7)' }, '.Label': { fontWeight: '600' } },
};

function useStripeInstance(publishableKey: string) {
  return useQuery({
    queryKey: checkoutKeys.stripe(publishableKey),
    // An empty key (the config could not be read) makes Stripe throw: that is the setup error state.
    queryFn: () => loadStripe(publishableKey),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
}

export default function StripePaymentForm({ publishableKey, ...props }: PaymentFormProps & { publishableKey: string }) {
  const stripe = useStripeInstance(publishableKey);
  const { onError } = props;
  const failed = stripe.isError || (stripe.isSuccess && !stripe.data);

  useEffect(() => {
    if (failed) onError?.({ kind: 'setup', error: stripe.error ?? new Error('Stripe.js is not available') });
  }, [failed, onError, stripe.error]);

  if (!stripe.data) return <CheckoutLoading />;
  return (
    <Elements stripe={stripe.data} options={{ clientSecret: props.intent.clientSecret, appearance }}>
      <StripeCheckoutForm {...props} />
    </Elements>
  );
}

function StripeCheckoutForm({ code, intent, variant, onSucceeded, onError }: PaymentFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);
  const attempt = usePaymentAttempt({ variant, onSucceeded, onError });
  const errorId = useId();

  const pay = (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements) return;
    void attempt.run(async (): Promise<AttemptResult> => {
      const result = await stripe.confirmPayment({
        elements,
        // Cards finish here (3-D Secure opens in Stripe's own window); only redirecting methods leave.
        redirect: 'if_required',
        confirmParams: { return_url: `${window.location.origin}${paths.upsell.href(code)}` },
      });
      if (result.error) return { status: 'failed', message: result.error.message };
      const { status, id } = result.paymentIntent;
      // 'processing' is a payment Stripe accepted and is still settling: the webhook completes the order.
      if (status === 'succeeded' || status === 'processing') return { status: 'succeeded', paymentIntentId: id };
      return { status: 'failed', message: null };
    });
  };

  return (
    <form onSubmit={pay} noValidate aria-describedby={attempt.error ? errorId : undefined} className="flex flex-col gap-4">
      {!ready && <CheckoutLoading />}
      <PaymentElement
        // Mounted (so it loads) but folded until ready: the spinner above speaks for it meanwhile.
        className={ready ? undefined : 'h-0 overflow-hidden'}
        options={{ layout: 'tabs' }}
        onReady={() => setReady(true)}
        onLoadError={(event) => onError?.({ kind: 'setup', error: event.error })}
      />
      <div>
        <PaymentError id={errorId} message={attempt.error} />
        <PayButton amountCents={intent.totalPrice} processing={attempt.processing} disabled={!ready || !stripe || !elements} />
      </div>
      <SecureNote>Payments are processed securely by Stripe. We never see or store your card number.</SecureNote>
    </form>
  );
}
