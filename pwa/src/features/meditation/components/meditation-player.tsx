import type { KeyboardEvent, ReactNode } from 'react';
import { cn } from '@/components/ui/cn';
import { Slider } from '@/components/ui/slider';
import { Spinner } from '@/components/ui/spinner';
import { audioUrl } from '../lib/offline-audio';
import { seekTargetForKey } from '../lib/seek-keys';
import { THEME_CLASSES, themeToggleLabel, type PlayerTheme } from '../lib/theme';
import { formatTime, positionText } from '../lib/time';
import { SKIP_SECONDS, useAudioPlayer } from '../lib/use-audio-player';
import { FrequencyBars } from './frequency-bars';
import { BackTenIcon, ForwardTenIcon, MoonIcon, PauseIcon, PlayIcon, SunIcon, VolumeIcon } from './player-icons';

/** The seek slider moves in tenths of a second; its keys jump further (lib/seek-keys.ts). */
const SEEK_STEP = 0.1;

export const AUDIO_MESSAGES = {
  loading: 'Loading your audio experience...',
  notFound: "Sorry, we couldn't find your audio.",
} as const;

interface MeditationPlayerProps {
  /** The audio order's request code: its file and its remembered position. */
  code: string;
  theme: PlayerTheme;
  onToggleTheme: () => void;
  /** The way out when the audio cannot be found ("Return to Dashboard"). */
  errorAction: ReactNode;
}

/**
 * The player, in the audio dialog and on its own page: frequency bars from the real signal,
 * a seek slider with elapsed and total time, play/pause, back and forward 10 s, volume, and a light/dark
 * toggle. Loading and "not found" are its other two states. Every control is a named button or a
 * labelled slider, so it works by keyboard and screen reader alike.
 */
export function MeditationPlayer({ code, theme, onToggleTheme, errorAction }: MeditationPlayerProps) {
  const { ref, state, playing, buffering, currentTime, duration, volume, resumedAt, analyser, toggle, seek, skip, setVolume } = useAudioPlayer(code);
  const t = THEME_CLASSES[theme];

  const onSeekKey = (event: KeyboardEvent<HTMLSpanElement>) => {
    const target = seekTargetForKey(event.key, ref.current?.currentTime ?? currentTime, duration);
    if (target === undefined) return;
    event.preventDefault();
    seek(target);
  };

  const controlButton = cn('grid size-12 place-items-center rounded-full transition-colors disabled:opacity-50 [&>svg]:size-6', t.control);

  return (
    <div className={cn('rounded-[var(--radius-card)] border p-5 shadow-card sm:p-7', t.surface)}>
      {/* The element itself has no controls of its own: ours below drive it. */}
      <audio ref={ref} src={audioUrl(code)} preload="metadata" />

      <div className="flex flex-wrap items-center justify-between gap-3">
        {/* The title is the page's heading, or the dialog's. */}
        <p className={cn('self-center text-xs font-semibold tracking-[0.2em] uppercase', t.muted)}>Guided meditation</p>
        {/* The label says what a press does, so no pressed state besides: the two would say it twice. */}
        <button
          type="button"
          onClick={onToggleTheme}
          className={cn('inline-flex shrink-0 items-center gap-2 rounded-full px-3 py-2 text-sm font-semibold transition-colors [&>svg]:size-4', t.control)}
        >
          {theme === 'dark' ? <SunIcon /> : <MoonIcon />}
          {themeToggleLabel(theme)}
        </button>
      </div>

      {state === 'error' ? (
        <div role="alert" className="py-10 text-center">
          <p className="text-lg font-semibold">{AUDIO_MESSAGES.notFound}</p>
          <div className="mt-6 flex justify-center">{errorAction}</div>
        </div>
      ) : state === 'loading' ? (
        <Spinner label={AUDIO_MESSAGES.loading} className={cn('py-14', t.muted)} />
      ) : (
        <>
          <FrequencyBars analyser={analyser} playing={playing} colors={t.bars} className="mt-5" />

          <div className="mt-5">
            <Slider
              label="Seek"
              value={Math.min(currentTime, duration || 0)}
              max={duration || 0}
              step={SEEK_STEP}
              valueText={positionText(currentTime, duration)}
              onValueChange={seek}
              onKeyDown={onSeekKey}
              classNames={t.slider}
            />
            <div className={cn('mt-2 flex justify-between font-mono text-sm tabular-nums', t.muted)} aria-hidden="true">
              <span data-testid="elapsed">{formatTime(currentTime)}</span>
              <span data-testid="total">{formatTime(duration)}</span>
            </div>
          </div>

          <div className="mt-4 flex items-center justify-center gap-5">
            <button type="button" aria-label={`Back ${SKIP_SECONDS} seconds`} onClick={() => skip(-SKIP_SECONDS)} className={controlButton}>
              <BackTenIcon />
            </button>
            <button
              type="button"
              aria-label={playing ? 'Pause' : 'Play'}
              onClick={toggle}
              className={cn('grid size-16 place-items-center rounded-full transition [&>svg]:size-8', t.play)}
            >
              {playing ? <PauseIcon /> : <PlayIcon className="translate-x-0.5" />}
            </button>
            <button type="button" aria-label={`Forward ${SKIP_SECONDS} seconds`} onClick={() => skip(SKIP_SECONDS)} className={controlButton}>
              <ForwardTenIcon />
            </button>
          </div>

          <div className="mx-auto mt-5 flex max-w-xs items-center gap-3">
            <VolumeIcon className={cn('size-5 shrink-0', t.muted)} />
            <Slider
              label="Volume"
              value={volume}
              max={1}
              step={0.01}
              valueText={`${Math.round(volume * 100)}%`}
              onValueChange={setVolume}
              classNames={t.slider}
            />
          </div>

          <p role="status" aria-live="polite" className={cn('mt-3 min-h-5 text-center text-sm', t.muted)}>
            {buffering && playing
              ? 'Loading…'
              : resumedAt !== undefined && !playing && currentTime === resumedAt
                ? `Picking up where you left off, at ${formatTime(resumedAt)}.`
                : ''}
          </p>
        </>
      )}
    </div>
  );
}
