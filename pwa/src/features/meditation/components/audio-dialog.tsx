import { useState, type ReactElement } from 'react';
import { MEDITATION_TITLE } from '@shared/content/meditation-transcript';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose } from '@/components/ui/dialog';
import { MeditationExperience } from './meditation-experience';

/**
 * The dashboard's audio dialog: the meditation of one delivered audio
 * order, opened from its card. The player exists only while the dialog is open, so closing it stops the
 * sound (and remembers where it was).
 */
export function AudioDialog({ code, trigger }: { code: string; trigger: ReactElement }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen} trigger={trigger} title={MEDITATION_TITLE} className="sm:max-w-2xl">
      {open && (
        <MeditationExperience
          code={code}
          className="mt-5"
          errorAction={
            <DialogClose asChild>
              <Button size="lg">Return to Dashboard</Button>
            </DialogClose>
          }
        />
      )}
    </Dialog>
  );
}
