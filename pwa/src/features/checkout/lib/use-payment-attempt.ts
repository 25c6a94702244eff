import { useCallback, useRef, useState } from 'react';
import { dismissToast, toast } from '@/components/ui/toast';
import { CHECKOUT_COPY, FAILURE_COPY, type CheckoutVariant } from './checkout-copy';
import { browserIsOffline, failureFromError, type PaymentFailure } from './payment-failure';

/** What one try at paying came to, in the provider's terms. */
export type AttemptResult =
  | { status: 'succeeded'; paymentIntentId: string }
  /** Declined or not completed; `message` is the provider's, when it gave one. */
  | { status: 'failed'; message: string | null | undefined }
  /** The bank wants the customer to confirm (3-D Secure); only the test-mode form shows this step. */
  | { status: 'requires_action' };

export type AttemptState = 'idle' | 'processing' | 'requires_action' | 'succeeded';

interface Options {
  variant: CheckoutVariant;
  onSucceeded: (paymentIntentId: string) => void;
  onError?: (failure: PaymentFailure) => void;
}

/**
 * The part both payment forms share: one try at a time, the messages and toasts for each
 * failure, and the error text shown in the form (both cleared when the customer tries again).
 */
export function usePaymentAttempt({ variant, onSucceeded, onError }: Options) {
  const [state, setState] = useState<AttemptState>('idle');
  const [error, setError] = useState<string | undefined>();
  const running = useRef(false);
  const failureToast = useRef<number | undefined>(undefined);

  /** The last try's failure, in the form and in its toast, no longer applies: the customer is trying again. */
  const clearFailure = useCallback(() => {
    setError(undefined);
    if (failureToast.current !== undefined) dismissToast(failureToast.current);
    failureToast.current = undefined;
  }, []);

  const fail = useCallback(
    (failure: PaymentFailure) => {
      setState('idle');
      if (failure.kind === 'offline') {
        setError(CHECKOUT_COPY.offline);
      } else if (failure.kind === 'declined') {
        setError(failure.message);
        failureToast.current = toast({ title: CHECKOUT_COPY.failedToast, description: failure.message, variant: 'destructive' });
      } else {
        console.error('Payment failed unexpectedly', failure.error);
        setError(FAILURE_COPY[variant].unexpected);
        failureToast.current = toast({ title: CHECKOUT_COPY.errorToast, description: FAILURE_COPY[variant].unexpected, variant: 'destructive' });
      }
      onError?.(failure);
    },
    [variant, onError],
  );

  /** Runs one try; a second click while one is running is ignored (the button is disabled too). */
  const run = useCallback(
    async (attempt: () => Promise<AttemptResult>) => {
      if (running.current) return;
      clearFailure();
      if (browserIsOffline()) return fail({ kind: 'offline' });
      running.current = true;
      setState('processing');
      try {
        const result = await attempt();
        if (result.status === 'succeeded') {
          setState('succeeded');
          onSucceeded(result.paymentIntentId);
        } else if (result.status === 'requires_action') {
          setState('requires_action');
        } else {
          fail({ kind: 'declined', message: result.message || FAILURE_COPY[variant].providerFallback });
        }
      } catch (caught) {
        fail(failureFromError(caught));
      } finally {
        running.current = false;
      }
    },
    [clearFailure, fail, onSucceeded, variant],
  );

  return { state, error, run, fail, clearFailure, processing: state === 'processing' };
}
