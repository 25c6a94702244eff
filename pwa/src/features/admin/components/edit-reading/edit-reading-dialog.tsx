import { useRef, useState } from 'react';
import type { AdminReading } from '@shared/schemas/admin';
import { Dialog } from '@/components/ui/dialog';
import { DiscardChangesDialog } from './discard-changes-dialog';
import { EditReadingForm } from './edit-reading-form';

export interface EditReadingDialogProps {
  /** The reading being edited; null when the dialog is closed. */
  reading: AdminReading | null;
  onClose: () => void;
  /** Where focus goes once the dialog has closed (it is opened from a row, not from a Radix trigger). */
  returnFocus: () => void;
}

/**
 * The large editor dialog. Closing it with unsaved edits (Escape, the close button, a click outside,
 * Cancel) asks first; a successful save closes it at once.
 */
export function EditReadingDialog({ reading, onClose, returnFocus }: EditReadingDialogProps) {
  const dirty = useRef(false);
  const [confirming, setConfirming] = useState(false);
  const [returnTo, setReturnTo] = useState<HTMLElement | null>(null);

  const close = () => {
    dirty.current = false;
    setConfirming(false);
    onClose();
  };
  const requestClose = () => {
    if (!dirty.current) return close();
    setReturnTo(document.activeElement instanceof HTMLElement ? document.activeElement : null);
    setConfirming(true);
  };

  return (
    <>
      <Dialog
        open={reading !== null}
        onOpenChange={(open) => !open && requestClose()}
        title={reading ? `Reading for ${reading.name}` : 'Reading'}
        // Wider than the default card from 640 px; on a phone it keeps the full width and scrolls.
        className="max-sm:p-4 sm:max-w-3xl"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocus();
        }}
      >
        {reading && (
          <EditReadingForm
            key={reading.id}
            reading={reading}
            onDirtyChange={(isDirty) => {
              dirty.current = isDirty;
            }}
            onCancel={requestClose}
            onSaved={close}
          />
        )}
      </Dialog>
      <DiscardChangesDialog open={confirming} onKeep={() => setConfirming(false)} onDiscard={close} returnTo={returnTo} />
    </>
  );
}
