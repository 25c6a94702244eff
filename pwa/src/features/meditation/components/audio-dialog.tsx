import { useState, type ReactElement } from 'react';
import { MEDITATION_TITLE } from '@shared/content/meditation-transcript';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose } from '@/components/ui/dialog';
import { cn } from '@/components/ui/cn';
import { THEME_CLASSES, usePlayerTheme } from '../lib/theme';
import { MeditationExperience } from './meditation-experience';

/**
 * The dashboard's audio dialog: the meditation of one delivered audio
 * order, opened from its card. The player exists only while the dialog is open, so closing it stops the
 * sound (and remembers where it was). The dialog itself takes the player's light or dark theme.
 */
export function AudioDialog({ code, trigger }: { code: string; trigger: ReactElement }) {
  const [open, setOpen] = useState(false);
  const [theme, toggleTheme] = usePlayerTheme();
  return (
    <Dialog open={open} onOpenChange={setOpen} trigger={trigger} title={MEDITATION_TITLE} className={cn('sm:max-w-2xl', THEME_CLASSES[theme].dialog)}>
      {open && (
        <MeditationExperience
          code={code}
          theme={theme}
          onToggleTheme={toggleTheme}
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
