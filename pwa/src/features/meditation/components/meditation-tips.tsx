import { cn } from '@/components/ui/cn';
import { HeadphonesIcon, HeartIcon, MoonIcon, SparklesIcon, StarIcon } from '@/components/ui/icons';
import { THEME_CLASSES, type PlayerTheme } from '../lib/theme';

/** The five listening tips, in the audio dialog and on the player page. */
const TIPS = [
  { icon: MoonIcon, title: 'Find a quiet space', text: 'Choose a calm spot where you will not be disturbed for a few minutes.' },
  { icon: HeadphonesIcon, title: 'Use headphones', text: 'They bring the voice and the music close, and keep the world outside.' },
  { icon: SparklesIcon, title: 'Close your eyes', text: 'Let the words guide the pictures in your mind.' },
  { icon: HeartIcon, title: 'Take deep breaths', text: 'Slow, easy breathing helps your body settle into the moment.' },
  { icon: StarIcon, title: 'Listen regularly', text: 'Make it a small daily ritual: a few calm minutes that are only yours.' },
] as const;

export function MeditationTips({ theme }: { theme: PlayerTheme }) {
  const t = THEME_CLASSES[theme];
  return (
    <section aria-labelledby="tips-title">
      <h2 id="tips-title" className={cn('text-xl', t.heading)}>
        Tips for your meditation
      </h2>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2">
        {TIPS.map(({ icon: TipIcon, title, text }) => (
          <li key={title} className={cn('flex gap-3 rounded-[var(--radius-control)] border p-4', t.panel)}>
            <TipIcon className={cn('mt-0.5 size-5 shrink-0', t.heading)} />
            <div>
              <p className="font-semibold">{title}</p>
              <p className={cn('text-sm', t.muted)}>{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
