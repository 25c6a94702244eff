import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useMemo, useRef, useState, type BaseSyntheticEvent } from 'react';
import { useForm, type FieldValues, type Resolver } from 'react-hook-form';
import { todayCalendarDate } from '@shared/domain/calendar-date';
import { answersSchemaFor, initialValues, stepSchemaFor, type QuestionnaireDefinition, type SchemaOptions } from '@shared/questionnaires';
import { toast, useToastStore } from '@/components/ui/toast';
import { queueSubmission, type DraftHandle } from '../offline';
import { focusFirstError } from './focus-first-error';

type Values = Record<string, unknown>;

/** The words for a Continue (or Submit) on a step that is not complete. */
export const INCOMPLETE_STEP = { title: 'Please complete all required fields', description: 'Some information is missing or incomplete.' } as const;

/** Dates are checked against the customer's own today, as the date picker offers them. */
const BROWSER_SCHEMA_OPTIONS: SchemaOptions = { today: () => todayCalendarDate() };

/** The step (0-based) holding an answer, or its "other" description. */
function stepOf(definition: QuestionnaireDefinition, name: string): number {
  return definition.steps.findIndex((step) =>
    step.fields.some((field) => field.name === name || ('other' in field && field.other?.name === name)),
  );
}

function clampStep(definition: QuestionnaireDefinition, step: number): number {
  return Math.min(Math.max(0, Math.trunc(step) || 0), definition.steps.length - 1);
}

export interface WizardOptions {
  definition: QuestionnaireDefinition;
  orderRef: string;
  draft: DraftHandle;
  /** Called once the answers are stored on this device (and on their way). */
  onQueued: () => void;
}

/**
 * The wizard's state: which step, the form (react-hook-form checking each step with its shared schema),
 * the draft saved as typed, and the final check of the whole answer set before it is queued.
 */
export function useWizard({ definition, orderRef, draft, onQueued }: WizardOptions) {
  const { save } = draft;
  const [step, setStep] = useState(() => clampStep(definition, draft.step));
  const stepRef = useRef(step);
  const [queueing, setQueueing] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const last = definition.steps.length - 1;

  const stepResolvers = useMemo(
    () => definition.steps.map((_, index) => zodResolver(stepSchemaFor(definition, index, BROWSER_SCHEMA_OPTIONS) as never) as unknown as Resolver<Values>),
    [definition],
  );
  // The resolver checks the current step only: Continue must not complain about steps still to come.
  const resolver = useCallback<Resolver<Values>>((values, context, options) => stepResolvers[stepRef.current]!(values, context, options), [stepResolvers]);

  const form = useForm<Values>({
    resolver: resolver as Resolver<FieldValues>,
    defaultValues: { ...initialValues(definition), ...draft.values },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldUnregister: false,
    // Focused here instead, with the field's label in view (focus-first-error.ts).
    shouldFocusError: false,
  });

  // Every keystroke goes to the draft (debounced there), so nothing typed is lost to a closed tab.
  const { subscribe } = form;
  useEffect(
    () => subscribe({ formState: { values: true }, callback: ({ values }) => save(values, stepRef.current) }),
    [subscribe, save],
  );

  const goTo = useCallback(
    (next: number) => {
      const target = clampStep(definition, next);
      stepRef.current = target;
      moved.current = true;
      form.clearErrors();
      setStep(target);
      save(form.getValues(), target);
    },
    [definition, save, form],
  );

  // A new step's heading takes focus, so screen readers announce where the customer now is.
  useEffect(() => {
    if (!moved.current) return;
    headingRef.current?.focus();
  }, [step]);

  const incomplete = () => toast({ ...INCOMPLETE_STEP, variant: 'destructive' });
  /** The step is complete now: its "please complete" toast has said its piece. */
  const settled = () => {
    const { current, dismiss } = useToastStore.getState();
    if (current?.title === INCOMPLETE_STEP.title) dismiss();
  };

  const submit = async () => {
    const result = answersSchemaFor(definition, BROWSER_SCHEMA_OPTIONS).safeParse(form.getValues());
    if (!result.success) {
      // A restored draft can reach the last step with an earlier answer missing: go back to it.
      const issues = result.error.issues.filter((issue) => typeof issue.path[0] === 'string');
      const first = Math.min(...issues.map((issue) => stepOf(definition, String(issue.path[0]))).filter((index) => index >= 0));
      if (Number.isFinite(first) && first !== stepRef.current) goTo(first);
      for (const issue of issues) {
        if (stepOf(definition, String(issue.path[0])) === first) form.setError(String(issue.path[0]), { type: 'schema', message: issue.message });
      }
      incomplete();
      return;
    }
    settled();
    setQueueing(true);
    try {
      await queueSubmission({ questionnaireId: definition.id, orderRef, answers: result.data });
      onQueued();
    } catch (error) {
      console.warn('Could not keep the answers on this device', error);
      toast({ title: definition.copy.errorTitle, description: definition.copy.errorFallback, variant: 'destructive' });
    } finally {
      setQueueing(false);
    }
  };

  /** Continue (or submit, on the last step): only once the step's answers pass its schema. */
  const onContinue = (event?: BaseSyntheticEvent) =>
    form.handleSubmit(
      () => {
        if (step >= last) return submit();
        settled();
        goTo(step + 1);
      },
      (errors) => {
        focusFirstError(definition, step, errors);
        incomplete();
      },
    )(event);

  return { form, step, last, goTo, onContinue, queueing, headingRef };
}
