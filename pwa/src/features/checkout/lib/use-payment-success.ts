import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { dismissToast, toast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { useSignedInUser } from '@/features/auth';
import { useOrder } from '@/features/readings';
import { useConfirmPayment } from '../api/confirm-payment';
import { BACKGROUND_CONFIRM_DELAY_MS, CHECKOUT_COPY, CONFIRM_WAIT_MAX_MS, SUCCESS_REDIRECT_MS } from './checkout-copy';
import { afterPaymentHref } from './payment-navigation';

const wait = (ms: number) => new Promise<void>((resolve) => window.setTimeout(resolve, ms));

/**
 * After the provider said "succeeded": show the success state, ask the server to check the payment, and
 * go on (`nextHref`: payment-navigation.ts) once the success has shown for 2 s AND the check has
 * answered. The order is paid either way (the provider's event marks it), but the check is what makes
 * this browser the payer: its answer sets the cookie that lets the next page, the one-time offer, answer
 * this browser. A check that fails, or takes longer than CONFIRM_WAIT_MAX_MS, does not hold the
 * customer back. Nothing is cancelled when the screen closes, on purpose: once paid, the customer
 * belongs on the next page even if they shut the dialog in the meantime.
 */
export function usePaymentSuccess(code: string) {
  const navigate = useNavigate();
  const { mutateAsync: confirm } = useConfirmPayment(code);
  const order = useOrder(code);
  const signedIn = useSignedInUser();
  const [succeeded, setSucceeded] = useState(false);
  const nextHref = afterPaymentHref(code, order.data, signedIn?.username);
  // Read when the wait is over: the order or the session may have loaded meanwhile.
  const nextHrefRef = useRef(nextHref);
  useEffect(() => {
    nextHrefRef.current = nextHref;
  }, [nextHref]);

  const handleSucceeded = useCallback(
    (paymentIntentId: string) => {
      setSucceeded(true);
      const said = toast({ title: CHECKOUT_COPY.successToast, variant: 'success' });
      // A failure is logged by the mutation; the page goes on regardless.
      const checked = wait(BACKGROUND_CONFIRM_DELAY_MS).then(() => confirm(paymentIntentId)).catch(() => undefined);
      const checkedOrTooLong = Promise.race([checked, wait(CONFIRM_WAIT_MAX_MS)]);
      void Promise.all([checkedOrTooLong, wait(SUCCESS_REDIRECT_MS)]).then(() => {
        const next = nextHrefRef.current;
        // The pages after a payment say it themselves (the offer's badge, "Payment Confirmed"), so the
        // toast ends with the success screen and covers nothing of theirs (on a phone it sat over the
        // offer's list). The dashboard does not say it: there the toast goes along.
        if (next !== paths.dashboard.href()) dismissToast(said);
        void navigate(next);
      });
    },
    [confirm, navigate],
  );

  return { succeeded, handleSucceeded, nextHref };
}
