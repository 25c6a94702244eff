import type { RefObject } from 'react';
import { FULL_READING_BONUSES } from '@shared/domain/bonuses';
import { Dialog } from '@/components/ui/dialog';
import { CheckoutPanel } from './checkout-panel';
import { OrderTotal } from './order-total';

export interface PaymentDialogProps {
  code: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened the dialog: focus goes back there on close (there is no Radix trigger). */
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/**
 * The first-reading page's checkout in a dialog (Radix: focus trapped, Escape closes, focus returns to
 * the button that opened it). The panel mounts only while open, so the PaymentIntent is created when
 * the customer asks to pay, not on every page view. A payment here leads on as one on `/payment/{code}`
 * does: to the one-time offer, then onboarding and the order's completion page.
 */
export function PaymentDialog({ code, open, onOpenChange, returnFocusTo }: PaymentDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Unlock Your Full Reading"
      description={`Premium Soulmate Reading with ${FULL_READING_BONUSES.length} bonus readings, delivered by e-mail.`}
      className="sm:p-8"
      onCloseAutoFocus={(event) => {
        const opener = returnFocusTo?.current;
        if (!opener?.isConnected) return;
        event.preventDefault();
        opener.focus();
      }}
    >
      {open && (
        <div className="mt-5 flex flex-col gap-5">
          <OrderTotal code={code} />
          <CheckoutPanel code={code} variant="dialog" />
        </div>
      )}
    </Dialog>
  );
}
