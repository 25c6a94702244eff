import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';

export interface DeliverWithoutAnswersDialogProps {
  open: boolean;
  customerName: string;
  saving: boolean;
  onWait: () => void;
  onDeliver: () => void;
  /** Where focus goes once the dialog has closed. */
  returnFocus: () => void;
}

/**
 * "Deliver without the answers?" before a save that completes work still waiting for the customer's
 * questionnaire (shared/domain/order-lifecycle.ts `deliveryNeedsConfirmation`). Waiting is the safe
 * choice and comes first; delivering sends the "ready" mail, and the order records that staff chose it.
 */
export function DeliverWithoutAnswersDialog({ open, customerName, saving, onWait, onDeliver, returnFocus }: DeliverWithoutAnswersDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && !saving && onWait()}
      title="Deliver without the customer's answers?"
      description={`${customerName} has not answered this order's questions yet. Completing it now e-mails them that the reading is ready, made without their answers, and the order records that you delivered it without them.`}
      // The shared overlay sits under the editor's panel; this shadow dims the editor behind the question.
      className="shadow-[0_0_0_100vmax_rgb(10_6_25/0.6)]! sm:max-w-md"
      onCloseAutoFocus={(event) => {
        event.preventDefault();
        returnFocus();
      }}
    >
      <div className="mt-5 flex flex-wrap justify-end gap-2">
        <Button variant="secondary" size="sm" onClick={onWait} disabled={saving}>
          Wait for the answers
        </Button>
        <Button size="sm" onClick={onDeliver} disabled={saving}>
          {saving ? 'Saving...' : 'Deliver without answers'}
        </Button>
      </div>
    </Dialog>
  );
}
