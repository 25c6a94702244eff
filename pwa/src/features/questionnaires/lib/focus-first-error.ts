import type { FieldErrors } from 'react-hook-form';
import type { QuestionnaireDefinition } from '@shared/questionnaires';

/**
 * After a refused Continue or Submit, the step's first field with an error takes the focus, scrolled to
 * with its label and hint in view: a plain focus scrolls the control alone just under the fixed header,
 * which then hides what the field asks. Instant, so the page is where it stays before anything that
 * measures it (a toast moving the field clear of itself) looks.
 */
export function focusFirstError(definition: QuestionnaireDefinition, step: number, errors: FieldErrors): void {
  const first = definition.steps[step]?.fields.find((field) => errors[field.name]);
  if (!first) return;
  // A list's controls are named by item ("traits.0").
  const name = CSS.escape(first.name);
  const control = document.querySelector<HTMLElement>(`form [name="${name}"], form [name^="${name}."]`);
  if (!control) return;
  control.focus({ preventScroll: true });
  // The field's block: its label, hint, control and error (components/ui/field.tsx).
  (control.closest('div:has(> label)') ?? control).scrollIntoView({ block: 'nearest', behavior: 'instant' });
}
