import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useConfirmPayment } from '@/features/checkout';

/**
 * Stripe payment methods that leave the page (bank redirects) come back here with
 * `?payment_intent=...&redirect_status=...`: ask the server to check that PaymentIntent once, as the
 * dialog does for cards. The provider's webhook settles it anyway; this only makes it immediate.
 * Answers whether that check is over (at once when there is none): the server only then knows the order
 * is paid and this browser the one that paid it.
 */
export function useConfirmReturningPayment(code: string): { settled: boolean } {
  const [params] = useSearchParams();
  const { mutate: confirm, isIdle, isPending } = useConfirmPayment(code);
  const sent = useRef(false);
  const paymentIntentId = params.get('payment_intent');
  useEffect(() => {
    if (!paymentIntentId || sent.current) return;
    sent.current = true;
    confirm(paymentIntentId);
  }, [paymentIntentId, confirm]);
  return { settled: !paymentIntentId || (!isIdle && !isPending) };
}
