import { Switch as RadixSwitch } from 'radix-ui';
import { useId, type ReactNode } from 'react';
import { cn } from './cn';

export interface SwitchProps {
  /** What the switch turns on and off: its name for screen readers, and the click target beside it. */
  label: ReactNode;
  /** A line under the label (what "on" means); screen readers hear it as the switch's description. */
  hint?: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
  /**
   * A change is on its way: the switch ignores presses but stays focusable (`aria-disabled`), so a
   * keyboard user's focus stays on it instead of falling back to the page, as a disabled button's does.
   */
  pending?: boolean;
  className?: string;
}

/**
 * The kit's on/off switch (Radix): a `role="switch"` button that Space and Enter flip, named by its
 * label, for a setting that takes effect at once (no form to submit). Focus shows the app's own ring.
 */
export function Switch({ label, hint, checked, onCheckedChange, disabled, pending, className }: SwitchProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className={cn('flex items-start justify-between gap-4', className)}>
      <div className="min-w-0">
        <label htmlFor={id} className={cn('cursor-pointer font-semibold text-mist', disabled && 'cursor-not-allowed')}>
          {label}
        </label>
        {hint && (
          <p id={hintId} className="text-sm text-mist-muted">
            {hint}
          </p>
        )}
      </div>
      <RadixSwitch.Root
        id={id}
        checked={checked}
        onCheckedChange={(next) => !pending && onCheckedChange(next)}
        disabled={disabled}
        aria-disabled={pending || undefined}
        aria-describedby={hintId}
        className={cn(
          'relative mt-0.5 inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full border border-violet-400/40 bg-night-600 transition-colors motion-reduce:transition-none',
          'data-[state=checked]:border-gold-300 data-[state=checked]:bg-gold-300/80 disabled:cursor-not-allowed disabled:opacity-50 aria-disabled:cursor-wait aria-disabled:opacity-70',
        )}
      >
        <RadixSwitch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-mist shadow transition-transform data-[state=checked]:translate-x-[1.3rem] data-[state=checked]:bg-night-950 motion-reduce:transition-none" />
      </RadixSwitch.Root>
    </div>
  );
}
