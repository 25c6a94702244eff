import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useConfirmPayment } from '@/features/checkout/api/confirm-payment';

/**
 * Stripe payment methods that leave the page (bank redirects) come back here with
 * `?payment_intent=...&redirect_status=...`: ask the server to check that PaymentIntent once, as the
 * dialog does for cards. The provider's webhook settles it anyway; this only makes it immediate.
 */
export function useConfirmReturningPayment(code: string): void {
  const [params] = useSearchParams();
  const { mutate: confirm } = useConfirmPayment(code);
  const sent = useRef(false);
  const paymentIntentId = params.get('payment_intent');
  useEffect(() => {
    if (!paymentIntentId || sent.current) return;
    sent.current = true;
    confirm(paymentIntentId);
  }, [paymentIntentId, confirm]);
}
