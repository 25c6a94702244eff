import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '@/components/ui/toast';
import { useOrder } from '@/features/readings/api/get-order';
import { useConfirmPayment } from '../api/confirm-payment';
import { BACKGROUND_CONFIRM_DELAY_MS, CHECKOUT_COPY, SUCCESS_REDIRECT_MS } from './checkout-copy';
import { afterPaymentHref } from './payment-navigation';

/**
 * After the provider said "succeeded": show the success state, ask the server to check the payment in
 * the background (its answer does not matter here: the provider's event marks the order paid), and go
 * on after 2 s: to `successHref` for the funnel's reading, to the dashboard for a catalogue order. The
 * timers are not cancelled when the screen closes on purpose: once paid, the customer belongs on the
 * next page even if they shut the dialog in the meantime.
 */
export function usePaymentSuccess(code: string, successHref: string) {
  const navigate = useNavigate();
  const { mutate: confirm } = useConfirmPayment(code);
  const order = useOrder(code);
  const [succeeded, setSucceeded] = useState(false);
  const nextHref = afterPaymentHref(order.data?.productId, successHref);

  const handleSucceeded = useCallback(
    (paymentIntentId: string) => {
      setSucceeded(true);
      toast({ title: CHECKOUT_COPY.successToast, variant: 'success' });
      window.setTimeout(() => confirm(paymentIntentId), BACKGROUND_CONFIRM_DELAY_MS);
      window.setTimeout(() => void navigate(nextHref), SUCCESS_REDIRECT_MS);
    },
    [confirm, navigate, nextHref],
  );

  return { succeeded, handleSucceeded };
}
