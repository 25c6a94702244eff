import { describeAnswers, type QuestionnaireDefinition } from '@shared/questionnaires';

/** The review step: every answer under its step's title, each step with a way back to change it. */
export function WizardReview({ definition, values, onEdit }: { definition: QuestionnaireDefinition; values: Record<string, unknown>; onEdit: (step: number) => void }) {
  const steps = describeAnswers(definition, values);
  return (
    <div className="flex flex-col gap-4">
      {steps.map((step) => {
        const index = definition.steps.findIndex((candidate) => candidate.id === step.id);
        return (
          <section key={step.id} aria-labelledby={`review-${step.id}`} className="rounded-[var(--radius-control)] border border-violet-400/25 bg-night-950/40 p-4">
            <div className="mb-2 flex items-center justify-between gap-3">
              <h3 id={`review-${step.id}`} className="text-lg text-gold-200">
                {step.title}
              </h3>
              {index >= 0 && (
                <button type="button" onClick={() => onEdit(index)} className="rounded px-2 py-1 text-sm font-semibold text-gold-300 underline-offset-4 hover:underline">
                  Edit<span className="sr-only"> {step.title}</span>
                </button>
              )}
            </div>
            <dl className="flex flex-col gap-2">
              {step.answers.map((answer) => (
                <div key={answer.name}>
                  <dt className="text-sm text-mist-muted">{answer.label}</dt>
                  <dd className={answer.text ? 'break-words whitespace-pre-line text-mist' : 'text-mist-muted italic'}>{answer.text ?? 'Not answered'}</dd>
                </div>
              ))}
            </dl>
          </section>
        );
      })}
    </div>
  );
}
