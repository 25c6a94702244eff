import { createContext, useContext, useId, type ReactNode } from 'react';
import { cn } from './cn';

interface FieldContextValue {
  id: string;
  describedBy: string | undefined;
  invalid: boolean;
  required: boolean;
}

const FieldContext = createContext<FieldContextValue | undefined>(undefined);

export interface FieldProps {
  label: ReactNode;
  /** Help shown under the label, before the control; read with the control by screen readers. */
  hint?: ReactNode;
  /** The message shown beneath the control; marks the control invalid. */
  error?: string;
  /** Marks the control required (native validation stays off: the form's schema owns the rules). */
  required?: boolean;
  className?: string;
  /** One control from this kit (TextInput, Textarea, Select): it takes its id and ARIA from the field. */
  children: ReactNode;
}

/**
 * Label, hint, control and error of one form field. The ids are wired here once, so every control gets
 * a real <label>, `aria-describedby` pointing at the hint and the error, and `aria-invalid`.
 */
export function Field({ label, hint, error, required = false, className, children }: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;

  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="font-semibold text-mist">
        {label}
        {required && (
          <span aria-hidden="true" className="ml-0.5 text-gold-300">
            *
          </span>
        )}
      </label>
      {hint && (
        <p id={hintId} className="text-sm text-mist-muted">
          {hint}
        </p>
      )}
      <FieldContext value={{ id, describedBy, invalid: Boolean(error), required }}>{children}</FieldContext>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}

/** The red message under a control (also used by Checkbox). */
export function FieldError({ id, children }: { id: string | undefined; children: ReactNode }) {
  return (
    <p id={id} className="flex items-start gap-1.5 text-sm font-medium text-danger">
      <span aria-hidden="true">⚠︎</span>
      <span>{children}</span>
    </p>
  );
}

interface ControlAria {
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false' | 'grammar' | 'spelling';
  'aria-required'?: boolean | 'true' | 'false';
}

/** Merges the surrounding Field's id and ARIA into a control's own props (the control's win). */
export function useFieldControl<P extends ControlAria>(props: P): P {
  const field = useContext(FieldContext);
  if (!field) return props;
  const describedBy = [field.describedBy, props['aria-describedby']].filter(Boolean).join(' ') || undefined;
  return {
    ...props,
    id: props.id ?? field.id,
    'aria-describedby': describedBy,
    'aria-invalid': props['aria-invalid'] ?? (field.invalid || undefined),
    'aria-required': props['aria-required'] ?? (field.required || undefined),
  };
}

/** Shared look of text-like controls: readable on the night background, a clear error state. */
export const controlClasses =
  'w-full rounded-[var(--radius-control)] border border-violet-400/70 bg-night-950/70 px-3.5 py-2.5 text-base ' +
  'text-mist placeholder:text-mist-muted/75 transition-colors hover:border-violet-300 ' +
  'focus-visible:border-gold-300 disabled:cursor-not-allowed disabled:opacity-60 ' +
  'aria-[invalid=true]:border-danger';
