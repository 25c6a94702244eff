import type { FormEvent, KeyboardEvent, ReactNode } from 'react';
import { FormProvider } from 'react-hook-form';
import { formatCalendarDate, todayCalendarDate } from '@shared/domain/calendar-date';
import type { QuestionnaireDefinition } from '@shared/questionnaires';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ClockIcon, ClipboardIcon, LockIcon } from '@/components/ui/icons';
import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import { useQuestionnaireDraft, useSubmissionState, type DraftHandle } from '../offline';
import { useSubmissionFeedback } from '../lib/use-submission-feedback';
import { useWizard } from '../lib/use-wizard';
import { SubmissionPanel } from './submission-status';
import { isRequired, StepFields } from './wizard-fields';
import { StepList, WizardProgress } from './wizard-progress';
import { WizardReview } from './wizard-review';

/** On a phone the buttons stack full width (the action on top); from the small breakpoint, side by side and large. */
const BUTTON_SIZE = 'min-h-12 w-full sm:w-auto sm:px-7 sm:py-3.5 sm:text-lg';

export const FOOTER_NOTE = 'Your information is securely stored and used only for your reading.';

export interface QuestionnaireWizardProps {
  definition: QuestionnaireDefinition;
  /** The order as the page's path names it (request code or numeric id): where the answers go. */
  orderRef: string;
  /** The same order's other name (its id or code), so answers sent under either show here. */
  alsoKnownAs?: readonly string[];
  /** What follows "Received"; by default the success toast and `/dashboard` after 2 s. */
  onReceived?: () => void;
  /** The order the answers are for, shown with the steps. */
  summary?: ReactNode;
}

/**
 * The one questionnaire wizard: renders any definition of shared/questionnaires step by step,
 * checking each step with its shared schema, keeping a draft on the device as the customer types, and
 * queueing the answers in the device outbox, which sends them when it can. A one-step definition (the
 * funnel's onboarding) renders as a plain form inside its own page.
 */
export function QuestionnaireWizard(props: QuestionnaireWizardProps) {
  const draft = useQuestionnaireDraft(props.orderRef, props.definition.id);
  if (!draft.loaded) return <Spinner label="Loading your questionnaire..." />;
  return <LoadedWizard key={`${props.definition.id}|${props.orderRef}`} {...props} draft={draft} />;
}

/** Enter moves on from a one-line answer (never from a text area, a button or a list); the last step needs its button. */
function enterAdvances(event: KeyboardEvent<HTMLFormElement>, isLast: boolean, advance: () => void) {
  if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
  const target = event.target;
  if (!(target instanceof HTMLInputElement)) return;
  event.preventDefault();
  if (!isLast) advance();
}

function LoadedWizard({ definition, orderRef, alsoKnownAs = [], onReceived, summary, draft }: QuestionnaireWizardProps & { draft: DraftHandle }) {
  const state = useSubmissionState([orderRef, ...alsoKnownAs]);
  const feedback = useSubmissionFeedback(state, definition.copy, onReceived);
  const { form, step, last, goTo, onContinue, queueing, headingRef } = useWizard({ definition, orderRef, draft, onQueued: feedback.markSubmitted });
  const today = formatCalendarDate(todayCalendarDate());
  const { copy, steps } = definition;
  const current = steps[step]!;
  const stage = state === 'saved' || state === 'sending' || state === 'received' ? state : undefined;
  const failure = typeof state === 'object' ? state.failed : undefined;
  const isLast = step === last;
  const single = steps.length === 1;

  const failureNotice = failure && (
    <Notice tone="danger" title={copy.errorTitle}>
      <p>{failure}</p>
    </Notice>
  );
  const continueButton = (
    <Button type="submit" size={single ? 'lg' : 'md'} disabled={queueing} className={single ? 'mt-1 w-full' : BUTTON_SIZE}>
      {queueing ? 'Submitting...' : isLast ? copy.submitLabel : 'Continue'}
    </Button>
  );
  const footerNote = (
    <p className="flex items-start justify-center gap-2 text-center text-sm text-mist-muted">
      <LockIcon className="mt-0.5 size-4 shrink-0" />
      {FOOTER_NOTE}
    </p>
  );

  const body = stage ? (
    <SubmissionPanel stage={stage} redirecting={feedback.redirecting} />
  ) : current.review ? (
    <WizardReview definition={definition} values={form.getValues()} onEdit={goTo} />
  ) : (
    <StepFields fields={current.fields} today={today} />
  );

  const formProps = {
    noValidate: true,
    onSubmit: (event: FormEvent<HTMLFormElement>) => void onContinue(event),
    onKeyDown: (event: KeyboardEvent<HTMLFormElement>) => enterAdvances(event, isLast, () => void onContinue()),
  };

  if (single) {
    return (
      <FormProvider {...form}>
        <form {...formProps} className="flex flex-col gap-5">
          {!stage && <p className="text-sm text-mist-muted">Fields marked * are required.</p>}
          {failureNotice}
          {body}
          {!stage && continueButton}
          {footerNote}
        </form>
      </FormProvider>
    );
  }

  return (
    <FormProvider {...form}>
      <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:py-12">
        <header className="mb-6 text-center lg:mb-10">
          <span aria-hidden="true" className="mx-auto mb-4 grid size-14 place-items-center rounded-full border border-gold-300/40 bg-night-800 text-gold-300 shadow-glow [&>svg]:size-7">
            <ClipboardIcon />
          </span>
          <h1 className="text-3xl leading-tight text-gold-300 sm:text-4xl">{copy.title}</h1>
          <p className="mt-2 inline-flex items-center gap-1.5 text-sm font-semibold text-mist">
            <ClockIcon className="size-4 text-gold-300" />
            {copy.duration}
          </p>
          {copy.intro && <p className="mx-auto mt-3 max-w-2xl text-mist-muted sm:text-lg">{copy.intro}</p>}
        </header>

        <div className="flex flex-col gap-6 lg:grid lg:grid-cols-[18rem_minmax(0,1fr)] lg:items-start lg:gap-8">
          <aside aria-label="Your progress" className="order-last flex flex-col gap-4 lg:sticky lg:top-24 lg:order-none">
            {summary}
            <Card className="hidden flex-col gap-5 p-5 lg:flex">
              <WizardProgress step={step} total={steps.length} />
              <StepList steps={steps} current={step} onGoTo={stage ? () => undefined : goTo} />
            </Card>
          </aside>

          <Card className="p-4 sm:p-8">
            <form {...formProps} className="flex flex-col gap-6">
              <div className="lg:hidden">
                <WizardProgress step={step} total={steps.length} />
              </div>
              <div>
                <h2 ref={headingRef} tabIndex={-1} className="text-2xl text-gold-200 outline-none sm:text-3xl">
                  {stage ? 'Your answers' : current.title}
                </h2>
                {current.description && !stage && <p className="mt-1 text-mist-muted">{current.description}</p>}
                {!stage && current.fields.some(isRequired) && <p className="mt-2 text-sm text-mist-muted">Fields marked * are required.</p>}
              </div>
              {failureNotice}
              {body}
              {!stage && (
                <div className="flex flex-col-reverse gap-3 border-t border-violet-400/20 pt-5 sm:flex-row sm:items-center sm:justify-between">
                  <Button variant="secondary" size="md" disabled={step === 0 || queueing} onClick={() => goTo(step - 1)} className={BUTTON_SIZE}>
                    Back
                  </Button>
                  {continueButton}
                </div>
              )}
            </form>
          </Card>
        </div>
        <div className="mt-8">{footerNote}</div>
      </div>
    </FormProvider>
  );
}
