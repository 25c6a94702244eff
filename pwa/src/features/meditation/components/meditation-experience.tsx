import type { ReactNode } from 'react';
import { cn } from '@/components/ui/cn';
import { usePlayerTheme, THEME_CLASSES } from '../lib/theme';
import { MeditationPlayer } from './meditation-player';
import { MeditationTips } from './meditation-tips';
import { MeditationTranscript } from './meditation-transcript';
import { SaveForOffline } from './save-for-offline';

/**
 * Everything about one order's meditation, as the page and the dashboard's dialog show it: the player,
 * saving it for offline, the five tips and the transcript, in the light or dark theme the customer chose.
 */
export function MeditationExperience({ code, errorAction, className }: { code: string; errorAction: ReactNode; className?: string }) {
  const [theme, toggleTheme] = usePlayerTheme();
  const t = THEME_CLASSES[theme];
  return (
    <div data-theme={theme} className={cn('flex flex-col gap-6', t.focus, className)}>
      <MeditationPlayer code={code} theme={theme} onToggleTheme={toggleTheme} errorAction={errorAction} />
      <SaveForOffline code={code} theme={theme} />
      <div className={cn('flex flex-col gap-6 rounded-[var(--radius-card)] border p-5 sm:p-6', t.surface)}>
        <MeditationTips theme={theme} />
        <MeditationTranscript theme={theme} />
      </div>
    </div>
  );
}
