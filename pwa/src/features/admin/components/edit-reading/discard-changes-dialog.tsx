import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';

export interface DiscardChangesDialogProps {
  open: boolean;
  onKeep: () => void;
  onDiscard: () => void;
  /** The control that was focused in the editor when closing was asked for (focus goes back to it). */
  returnTo: HTMLElement | null;
}

/**
 * "Discard your changes?" over the editor; Escape or Keep editing returns to the form as it was. Later
 * in the document than the editor, so it stacks above it without a z-index of its own.
 */
export function DiscardChangesDialog({ open, onKeep, onDiscard, returnTo }: DiscardChangesDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onKeep()}
      title="Discard your changes?"
      description="The sketch, notes and sections you changed for this reading have not been saved."
      // The shared overlay sits under the editor's panel; this shadow dims the editor behind the question.
      className="shadow-[0_0_0_100vmax_rgb(10_6_25/0.6)]! sm:max-w-md"
      onCloseAutoFocus={(event) => {
        event.preventDefault();
        // After Discard the editor is gone too and hands focus back to the list itself.
        if (returnTo?.isConnected) returnTo.focus();
      }}
    >
      <div className="mt-5 flex flex-wrap justify-end gap-2">
        {/* Focus opens on the dialog's close button, which also means "keep editing": the safe choice. */}
        <Button variant="secondary" size="sm" onClick={onKeep}>
          Keep editing
        </Button>
        <Button variant="danger" size="sm" onClick={onDiscard}>
          Discard changes
        </Button>
      </div>
    </Dialog>
  );
}
