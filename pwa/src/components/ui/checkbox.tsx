import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from './cn';
import { FieldError } from './field';

export interface CheckboxProps extends Omit<ComponentProps<'input'>, 'type'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
}

/**
 * A native checkbox with its label beside it (the whole label is the click target), an optional hint
 * and an error beneath. Native, so it works with react-hook-form's `register` and with every reader.
 */
export function Checkbox({
  label,
  hint,
  error,
  id: ownId,
  className,
  'aria-describedby': ownDescribedBy,
  ...props
}: CheckboxProps) {
  const generatedId = useId();
  const id = ownId ?? generatedId;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId, ownDescribedBy].filter(Boolean).join(' ') || undefined;

  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <div className="flex items-start gap-3">
        <input
          type="checkbox"
          id={id}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          className="mt-0.5 size-5 shrink-0 cursor-pointer accent-gold-300 disabled:cursor-not-allowed"
          {...props}
        />
        <label htmlFor={id} className="cursor-pointer text-mist">
          {label}
        </label>
      </div>
      {hint && (
        <p id={hintId} className="pl-8 text-sm text-mist-muted">
          {hint}
        </p>
      )}
      {error && (
        <div className="pl-8">
          <FieldError id={errorId}>{error}</FieldError>
        </div>
      )}
    </div>
  );
}
