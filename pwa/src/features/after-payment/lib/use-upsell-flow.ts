import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { UpsellResult } from '@shared/schemas/payment';
import { toast } from '@/components/ui/toast';
import { hasErrorCode } from '@/lib/error-messages';
import { ORDERS_QUERY_KEY } from '@/features/free-reading';
import { paymentConfigQueryOptions } from '@/features/checkout';
import { useRespondToUpsell } from '../api/respond-to-upsell';
import { useAuthenticateUpsell } from './use-authenticate-upsell';
import { UPSELL_MESSAGES, offerRefusal, upsellErrorMessage, type OfferRefusal } from './upsell-messages';

export type UpsellStep =
  | { kind: 'offer' }
  /** Test mode: the "Test authentication" dialog stands in for the bank's screen. */
  | { kind: 'test-auth'; clientSecret: string; paymentIntentId: string }
  | { kind: 'failed'; message: string }
  /** `payment_required`: the order has not been paid yet, so there is no saved card to charge. */
  | { kind: 'unpaid' }
  /** The server will not take this visitor's answer: the offer ended, is someone else's, or does not exist. */
  | { kind: 'refused'; reason: OfferRefusal };

/**
 * The one-click offer's steps: accept charges the saved card (possibly after the bank's approval),
 * decline records the answer; both go on to `nextHref` (the onboarding questionnaire, or the order's
 * end once that is answered).
 */
export function useUpsellFlow(code: string, nextHref: string) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const respond = useRespondToUpsell(code);
  const authenticate = useAuthenticateUpsell(code);
  const [step, setStep] = useState<UpsellStep>({ kind: 'offer' });
  // A synchronous guard: a mutation's pending state reaches the button a tick later, and a fast
  // double tap must not send two charges (the server is idempotent too, this saves the round trip).
  const inFlight = useRef(false);
  const goOn = () => void navigate(nextHref);

  const fail = (message: string) => {
    inFlight.current = false;
    setStep({ kind: 'failed', message });
  };

  const onAdded = () => {
    toast({ title: 'Added to your order!', description: 'The Soulmate Manifestation System is yours.', variant: 'success' });
    // The new upsell order belongs in the customer's order lists.
    void queryClient.invalidateQueries({ queryKey: ORDERS_QUERY_KEY });
    goOn();
  };

  const onAnswer = async (result: UpsellResult) => {
    if (result.status === 'accepted') return onAdded();
    // Only if an earlier answer in another tab was a decline: nothing was charged, so just go on.
    if (result.status === 'declined') return goOn();
    if (result.status === 'failed') return fail(result.message ?? UPSELL_MESSAGES.declined);
    const { clientSecret, paymentIntentId } = result;
    if (!clientSecret || !paymentIntentId) return fail(UPSELL_MESSAGES.notCompleted);
    const config = await queryClient.fetchQuery(paymentConfigQueryOptions());
    if (config.mode === 'sandbox') return setStep({ kind: 'test-auth', clientSecret, paymentIntentId });
    runAuthentication(clientSecret, paymentIntentId);
  };

  const onAcceptError = (error: unknown) => {
    inFlight.current = false;
    if (hasErrorCode(error, 'payment_required')) return setStep({ kind: 'unpaid' });
    const reason = offerRefusal(error);
    if (reason) return setStep({ kind: 'refused', reason });
    fail(upsellErrorMessage(error));
  };

  function runAuthentication(clientSecret: string, paymentIntentId: string) {
    authenticate.mutate(
      { clientSecret, paymentIntentId },
      {
        onSuccess: (status) => (status.isPaid ? onAdded() : fail(status.message ?? UPSELL_MESSAGES.notCompleted)),
        onError: (error) => fail(upsellErrorMessage(error)),
      },
    );
  }

  const accept = () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setStep({ kind: 'offer' });
    respond.mutate(true, {
      onSuccess: (result) => void onAnswer(result).catch((error: unknown) => fail(upsellErrorMessage(error))),
      onError: onAcceptError,
    });
  };

  /** A failed decline call is ignored and the customer still goes on: saying no must never block them. */
  const decline = () => {
    if (inFlight.current) return;
    inFlight.current = true;
    respond.mutate(false, { onSettled: goOn });
  };

  return {
    step,
    busy: respond.isPending || authenticate.isPending || step.kind === 'test-auth',
    accept,
    decline,
    completeTestAuth: () => {
      if (step.kind === 'test-auth') runAuthentication(step.clientSecret, step.paymentIntentId);
    },
    cancelTestAuth: () => fail(UPSELL_MESSAGES.authCancelled),
    authenticating: authenticate.isPending,
  };
}
