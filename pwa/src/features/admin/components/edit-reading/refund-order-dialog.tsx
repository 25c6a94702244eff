import { useState, type FormEvent } from 'react';
import * as z from 'zod/mini';
import { formatMoney } from '@shared/domain/money';
import { REFUND_REASON_MAX, refundRequestSchema } from '@shared/schemas/refund';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toast';
import { serverFieldErrors } from '@/lib/form-errors';
import { useRefundOrder } from '../../api/refund-order';
import { describeError } from '../../lib/server-errors';

export interface RefundOrderDialogProps {
  open: boolean;
  orderId: number;
  customerName: string;
  /** What goes back to the card: the order's price less what the provider refunded already. */
  amountCents: number;
  onClose: () => void;
  /** Where focus goes once the dialog has closed. */
  returnFocus: () => void;
}

/**
 * "Refund this order?" over the editor: the reason is required (the server's own schema checks it
 * here first). Success and failure are told in a toast; a refused refund keeps the dialog open.
 */
export function RefundOrderDialog({ open, orderId, customerName, amountCents, onClose, returnFocus }: RefundOrderDialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const refund = useRefundOrder();

  const close = () => {
    setReason('');
    setError(undefined);
    onClose();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The dialog is portalled, but React still bubbles its submit to the editor's form around it.
    event.stopPropagation();
    const parsed = z.safeParse(refundRequestSchema, { reason });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    refund.mutate(
      { orderId, reason: parsed.data.reason },
      {
        onSuccess: (state) => {
          toast(
            state.status === 'refunded'
              ? { title: 'Order refunded', description: `${customerName} has been e-mailed about the refund.`, variant: 'success' }
              : { title: 'Refund requested', description: 'The order shows as refunded once the payment provider confirms it.', variant: 'success' },
          );
          close();
        },
        onError: (failure) => {
          const field = serverFieldErrors(failure).find(([path]) => path === 'reason');
          if (field) return setError(field[1]);
          toast({ title: 'The order was not refunded', description: describeError(failure, 'The refund could not be made. Please try again.'), variant: 'destructive' });
        },
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && !refund.isPending && close()}
      title="Refund this order?"
      description={
        <>
          <span className="font-semibold text-gold-200">{formatMoney(amountCents)}</span> goes back to {customerName}&apos;s card, any bonus readings of the
          order end with it, and the customer is e-mailed. This cannot be undone.
        </>
      }
      // The shared overlay sits under the editor's panel; this shadow dims the editor behind the question.
      className="shadow-[0_0_0_100vmax_rgb(10_6_25/0.6)]! sm:max-w-md"
      onCloseAutoFocus={(event) => {
        event.preventDefault();
        returnFocus();
      }}
    >
      <form noValidate onSubmit={submit} className="mt-5 flex flex-col gap-4">
        <Field label="Reason" required error={error} hint={`Kept with the order for staff (at most ${REFUND_REASON_MAX} characters).`}>
          <Textarea
            rows={3}
            value={reason}
            maxLength={REFUND_REASON_MAX + 100}
            onChange={(event) => {
              setReason(event.target.value);
              // A message about what was there before would now be wrong; the next submit checks again.
              setError(undefined);
            }}
          />
        </Field>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" size="sm" onClick={close} disabled={refund.isPending}>
            Keep the order
          </Button>
          <Button type="submit" variant="danger" size="sm" disabled={refund.isPending}>
            {refund.isPending ? 'Refunding...' : 'Refund order'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
