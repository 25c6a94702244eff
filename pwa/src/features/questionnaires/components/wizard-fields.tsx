import { useId, type ComponentProps } from 'react';
import { useFormContext, useWatch, type FieldErrors } from 'react-hook-form';
import type { ChoiceField, MultiChoiceField, OtherDescription, QuestionnaireField, SliderField } from '@shared/questionnaires';
import { Checkbox } from '@/components/ui/checkbox';
import { cn } from '@/components/ui/cn';
import { Field, FieldError, useFieldControl } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { TextInput } from '@/components/ui/text-input';
import { Textarea } from '@/components/ui/textarea';

type Values = Record<string, unknown>;

/** Whether the customer must answer (the star beside the label); the schema stays the judge. */
export function isRequired(field: QuestionnaireField): boolean {
  if (field.optional || field.kind === 'checkbox' || field.kind === 'slider') return false;
  return field.kind === 'text' || field.kind === 'textarea' ? field.minLength !== undefined : true;
}

/** The first message for an answer: on the answer itself, or on one of a list's items. */
export function errorOf(errors: FieldErrors<Values>, name: string): string | undefined {
  const error = errors[name] as { message?: unknown } | Array<{ message?: unknown } | undefined> | undefined;
  if (!error) return undefined;
  if (typeof (error as { message?: unknown }).message === 'string') return (error as { message: string }).message;
  if (Array.isArray(error)) return error.find((item) => typeof item?.message === 'string')?.message as string | undefined;
  return undefined;
}

/** The step's fields, in order. `today` (yyyy-MM-dd) is the latest day a date picker offers. */
export function StepFields({ fields, today }: { fields: readonly QuestionnaireField[]; today: string }) {
  return (
    <div className="flex flex-col gap-6">
      {fields.map((field) => (
        <FieldControl key={field.name} field={field} today={today} />
      ))}
    </div>
  );
}

function FieldControl({ field, today }: { field: QuestionnaireField; today: string }) {
  const {
    register,
    formState: { errors },
  } = useFormContext<Values>();
  const error = errorOf(errors, field.name);
  const required = isRequired(field);

  switch (field.kind) {
    case 'text':
      return (
        <Field label={field.label} hint={field.hint} error={error} required={required}>
          <TextInput placeholder={field.placeholder} autoComplete={autoCompleteOf(field.name)} {...register(field.name)} />
        </Field>
      );
    case 'textarea':
      return (
        <Field label={field.label} hint={field.hint} error={error} required={required}>
          {/* Textareas start at 100px; they grow with the text. */}
          <Textarea rows={4} placeholder={field.placeholder} className="min-h-[100px]" {...register(field.name)} />
        </Field>
      );
    case 'select':
      return (
        <>
          <Field label={field.label} hint={field.hint} error={error} required={required}>
            <Select options={field.options} placeholder={field.placeholder ?? 'Select an option'} {...register(field.name)} />
          </Field>
          <OtherInput field={field} />
        </>
      );
    case 'radio':
    case 'multi':
      return <ChoiceGroup field={field} error={error} required={required} />;
    case 'date':
      return (
        <Field label={field.label} hint={field.hint} error={error} required={required}>
          <TextInput type="date" min={field.min} max={today} className="[color-scheme:dark]" {...register(field.name)} />
        </Field>
      );
    case 'slider':
      return <Slider field={field} error={error} />;
    case 'checkbox':
      return <Checkbox label={field.label} hint={field.hint} error={error} {...register(field.name)} />;
  }
}

function autoCompleteOf(name: string): string | undefined {
  if (name === 'firstName') return 'given-name';
  return undefined;
}

/**
 * Radio buttons (one answer) or check boxes (several) as a fieldset: the legend names the group, and
 * its hint and error describe it. Each option is a large target, for thumbs.
 */
function ChoiceGroup({ field, error, required }: { field: ChoiceField | MultiChoiceField; error: string | undefined; required: boolean }) {
  const { register } = useFormContext<Values>();
  const id = useId();
  const hintId = field.hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const type = field.kind === 'multi' ? 'checkbox' : 'radio';

  return (
    <>
      <fieldset aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined} className="flex min-w-0 flex-col gap-2">
        <legend className="mb-1.5 font-semibold text-mist">
          {field.label}
          {required && (
            <span aria-hidden="true" className="ml-0.5 text-gold-300">
              *
            </span>
          )}
        </legend>
        {field.hint && (
          <p id={hintId} className="text-sm text-mist-muted">
            {field.hint}
          </p>
        )}
        {field.kind === 'multi' && <p className="text-sm text-mist-muted">Choose all that apply.</p>}
        <div className="grid gap-2 sm:grid-cols-2">
          {field.options.map((option) => (
            <label
              key={option.value}
              className={cn(
                'flex min-h-12 cursor-pointer items-center gap-3 rounded-[var(--radius-control)] border border-violet-400/40 bg-night-950/50 px-3.5 py-2.5 text-mist transition-colors',
                'hover:border-violet-300 has-[:checked]:border-gold-300 has-[:checked]:bg-night-700/70 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-gold-300',
              )}
            >
              <input type={type} value={option.value} aria-invalid={error ? true : undefined} className="size-5 shrink-0 accent-gold-300" {...register(field.name)} />
              <span>{option.label}</span>
            </label>
          ))}
        </div>
        {error && <FieldError id={errorId}>{error}</FieldError>}
      </fieldset>
      <OtherInput field={field} />
    </>
  );
}

/** The description an "other" choice asks for, shown only while that choice is made. */
function OtherInput({ field }: { field: QuestionnaireField }) {
  const other = 'other' in field ? field.other : undefined;
  if (!other) return null;
  return <OtherDescriptionInput choice={field.name} other={other} />;
}

function OtherDescriptionInput({ choice, other }: { choice: string; other: OtherDescription }) {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<Values>();
  const chosen: unknown = useWatch({ control, name: choice });
  const shown = Array.isArray(chosen) ? chosen.includes(other.value) : chosen === other.value;
  if (!shown) return null;
  return (
    <Field label={other.label} error={errorOf(errors, other.name)} required>
      <TextInput placeholder={other.placeholder} {...register(other.name)} />
    </Field>
  );
}

/** The range input, wired to its Field's label, hint and error. */
function RangeInput(props: ComponentProps<'input'>) {
  const wired = useFieldControl(props);
  return <input type="range" className="h-11 w-full cursor-pointer accent-gold-300" {...wired} />;
}

/** A whole number on a scale: the current value in large type, the labelled points beneath. */
function Slider({ field, error }: { field: SliderField; error: string | undefined }) {
  const { register, control } = useFormContext<Values>();
  const raw: unknown = useWatch({ control, name: field.name });
  const value = typeof raw === 'number' && Number.isFinite(raw) ? raw : field.default;
  const label = field.labels.find((point) => point.value === value)?.label;
  const span = field.max - field.min;

  return (
    <Field label={field.label} hint={field.hint} error={error}>
      <p aria-hidden="true" className="flex items-baseline gap-2 text-mist">
        <span className="text-3xl font-bold text-gold-300 tabular-nums">{value}</span>
        <span className="text-mist-muted">/ {field.max}</span>
        {label && <span className="ml-1 text-mist">{label}</span>}
      </p>
      <RangeInput
        min={field.min}
        max={field.max}
        step={field.step}
        aria-valuetext={label ? `${value}, ${label}` : String(value)}
        {...register(field.name, { valueAsNumber: true })}
      />
      <div aria-hidden="true" className="relative h-10 text-xs text-mist-muted sm:text-sm">
        {field.labels.map((point) => {
          const at = ((point.value - field.min) / span) * 100;
          const align = at === 0 ? 'left-0 text-left' : at === 100 ? 'right-0 text-right' : '-translate-x-1/2 text-center';
          return (
            <span key={point.value} className={cn('absolute top-0 flex w-20 flex-col', align)} style={at > 0 && at < 100 ? { left: `${at}%` } : undefined}>
              <span className="font-semibold text-mist">{point.value}</span>
              {point.label}
            </span>
          );
        })}
      </div>
    </Field>
  );
}
