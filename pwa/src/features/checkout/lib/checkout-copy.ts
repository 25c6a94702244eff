/**
 * The words of the payment form and dialog, in one place. The dialog and
 * the /payment page form differ only in their failure wording, so each picks its set by `variant`.
 */
export type CheckoutVariant = 'dialog' | 'page';

export const FAILURE_COPY: Record<CheckoutVariant, { providerFallback: string; unexpected: string }> = {
  dialog: {
    providerFallback: 'Payment failed',
    unexpected: 'An unexpected error occurred during payment processing',
  },
  page: {
    providerFallback: 'Something went wrong with your payment',
    unexpected: 'An unexpected error occurred. Please try again.',
  },
};

export const CHECKOUT_COPY = {
  loading: 'Setting up secure payment...',
  setupTitle: 'Payment Error',
  setupMessage: 'Could not initialize payment. Please try again.',
  setupToastTitle: 'Payment setup failed',
  setupToastDescription: 'Could not initialize payment system',
  processing: 'Processing...',
  success: 'Payment Successful!',
  successToast: 'Payment successful',
  failedToast: 'Payment failed',
  errorToast: 'Payment error',
  offline: "You're offline. Payment needs an internet connection.",
  testModeBanner: 'Test mode — no real charge',
  testModeHint: 'Use 4242 4242 4242 4242, any future date and any CVC',
  // Stripe's own words when a 3-D Secure check is not completed.
  authenticationFailed: 'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
} as const;

/** The success screen stays at least 2 s; the server is asked to check the payment 100 ms after success. */
export const SUCCESS_REDIRECT_MS = 2000;
export const BACKGROUND_CONFIRM_DELAY_MS = 100;
/** The longest the success screen waits for that check before going on without it. */
export const CONFIRM_WAIT_MAX_MS = 15_000;
