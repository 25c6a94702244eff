import type { PaymentIntentCreated } from '@shared/schemas/payment';
import type { CheckoutVariant } from '../lib/checkout-copy';
import type { PaymentFailure } from '../lib/payment-failure';

/**
 * What every payment form takes (the test-mode card form and Stripe's Payment Element alike), so the
 * dialog and the /payment page host either without knowing which one runs.
 */
export interface PaymentFormProps {
  /** The order's request code (Stripe's return address after a redirecting payment method). */
  code: string;
  /** The server's PaymentIntent: its secret, and the amount to show (never a client constant). */
  intent: PaymentIntentCreated;
  /** Picks the failure wording: the dialog's or the page form's. */
  variant: CheckoutVariant;
  /** The provider said the payment succeeded. */
  onSucceeded: (paymentIntentId: string) => void;
  /** A try failed (the form already shows the message and the toast); `setup` means the form cannot work. */
  onError?: (failure: PaymentFailure) => void;
}
