import { PaymentAuthError } from './payment-auth-error';

/**
 * Lets the customer's bank approve a one-click charge (3-D Secure) with Stripe.js. Loaded only when a
 * charge needs it, in Stripe mode: the SDK is a separate chunk and its script comes from js.stripe.com.
 */
export async function authenticateWithStripe(publishableKey: string, clientSecret: string): Promise<void> {
  const { loadStripe } = await import('@stripe/stripe-js');
  const stripe = await loadStripe(publishableKey).catch(() => null);
  if (!stripe) throw new PaymentAuthError('We could not reach the payment provider. Please try again.');

  // Stripe answers an off-session charge that needs the customer with `requires_payment_method` and the
  // saved card in `last_payment_error`; confirming with that card brings up the bank's challenge. A
  // PaymentIntent already in `requires_action` is confirmed as it is.
  const { paymentIntent } = await stripe.retrievePaymentIntent(clientSecret);
  const savedCard =
    paymentIntent?.status === 'requires_payment_method' ? paymentIntent.last_payment_error?.payment_method?.id : undefined;
  const { error } = await stripe.confirmCardPayment(clientSecret, savedCard ? { payment_method: savedCard } : undefined);
  if (error) throw new PaymentAuthError(error.message ?? 'Payment failed');
}
