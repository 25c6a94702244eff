import type { ReactNode } from 'react';
import { cn } from '@/components/ui/cn';
import { THEME_CLASSES, type PlayerTheme } from '../lib/theme';
import { MeditationPlayer } from './meditation-player';
import { MeditationTips } from './meditation-tips';
import { MeditationTranscript } from './meditation-transcript';
import { SaveForOffline } from './save-for-offline';

/**
 * Everything about one order's meditation, as the page and the dashboard's dialog show it: the player,
 * saving it for offline, the five tips and the transcript, in the light or dark theme the customer chose.
 * The theme is held by what shows it (the page, the dialog), which paints its own background to match.
 */
export function MeditationExperience({
  code,
  theme,
  onToggleTheme,
  errorAction,
  className,
}: {
  code: string;
  theme: PlayerTheme;
  onToggleTheme: () => void;
  errorAction: ReactNode;
  className?: string;
}) {
  const t = THEME_CLASSES[theme];
  return (
    <div data-theme={theme} className={cn('flex flex-col gap-6', t.focus, className)}>
      <MeditationPlayer code={code} theme={theme} onToggleTheme={onToggleTheme} errorAction={errorAction} />
      <SaveForOffline code={code} theme={theme} />
      <div className={cn('flex flex-col gap-6 rounded-[var(--radius-card)] border p-5 sm:p-6', t.surface)}>
        <MeditationTips theme={theme} />
        <MeditationTranscript theme={theme} />
      </div>
    </div>
  );
}
