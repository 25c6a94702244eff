import { Slider as RadixSlider } from 'radix-ui';
import type { KeyboardEvent } from 'react';
import { cn } from './cn';

export interface SliderProps {
  /** What the slider sets, for screen readers ("Seek", "Volume"): every slider has a name. */
  label: string;
  value: number;
  min?: number;
  max?: number;
  step?: number;
  /** What a screen reader says for the value ("1:23 of 5:00", "75%") instead of the bare number. */
  valueText?: string;
  /** Every move (dragging, a key). */
  onValueChange?: (value: number) => void;
  /** The end of a drag, or a key press: where the value settled. */
  onValueCommit?: (value: number) => void;
  /** Keys the caller handles itself (call preventDefault), before the slider's own arrows and pages. */
  onKeyDown?: (event: KeyboardEvent<HTMLSpanElement>) => void;
  disabled?: boolean;
  className?: string;
  /** Colours for another background (the audio player's light mode). */
  classNames?: { track?: string; range?: string; thumb?: string };
}

/**
 * The one slider of the kit (Radix): a labelled `role="slider"` thumb that arrows, Page Up/Down, Home
 * and End move, with a value text for screen readers, and a track to click or drag. Defaults follow
 * a percentage control (min 0, max 100, step 1).
 */
export function Slider({ label, value, min = 0, max = 100, step = 1, valueText, onValueChange, onValueCommit, onKeyDown, disabled, className, classNames = {} }: SliderProps) {
  return (
    <RadixSlider.Root
      value={[value]}
      min={min}
      max={max}
      step={step}
      disabled={disabled}
      onValueChange={(values) => onValueChange?.(values[0]!)}
      onValueCommit={(values) => onValueCommit?.(values[0]!)}
      onKeyDown={onKeyDown}
      className={cn('relative flex h-6 w-full touch-none items-center select-none data-[disabled]:opacity-50', className)}
    >
      <RadixSlider.Track className={cn('relative h-2 grow overflow-hidden rounded-full bg-night-600', classNames.track)}>
        <RadixSlider.Range className={cn('absolute h-full rounded-full bg-gradient-to-r from-violet-400 to-gold-300', classNames.range)} />
      </RadixSlider.Track>
      <RadixSlider.Thumb
        aria-label={label}
        aria-valuetext={valueText}
        className={cn(
          // Focus shows the app's own ring (app.css :focus-visible), which a themed parent may recolour.
          'block size-5 rounded-full border-2 border-gold-300 bg-night-950 shadow-glow transition-transform hover:scale-110 motion-reduce:transition-none',
          classNames.thumb,
        )}
      />
    </RadixSlider.Root>
  );
}
