import type { QuestionnaireStep } from '@shared/questionnaires';
import { cn } from '@/components/ui/cn';

/** Progress after `step` (0-based) of `total`: (step + 1) / total, so the last step shows 100%. */
export function progressPercent(step: number, total: number): number {
  return Math.round(((step + 1) / total) * 100);
}

/** "Step N of M", the percentage, and the bar. */
export function WizardProgress({ step, total }: { step: number; total: number }) {
  const percent = progressPercent(step, total);
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center justify-between text-sm font-semibold">
        <span className="text-mist">
          Step {step + 1} of {total}
        </span>
        <span className="text-gold-300">{percent}% complete</span>
      </div>
      <div
        role="progressbar"
        aria-label="Questionnaire progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`Step ${step + 1} of ${total}`}
        className="h-2 overflow-hidden rounded-full bg-night-950/80"
      >
        <div className="h-full rounded-full bg-gradient-to-r from-violet-400 to-gold-300 transition-[width] duration-300 motion-reduce:transition-none" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

/**
 * The steps listed beside the form on wide screens: done, current, to come. Finished steps are links
 * back; steps ahead are not (Continue checks each step on the way).
 */
export function StepList({ steps, current, onGoTo }: { steps: readonly QuestionnaireStep[]; current: number; onGoTo: (step: number) => void }) {
  return (
    <ol className="flex flex-col gap-1">
      {steps.map((step, index) => {
        const state = index < current ? 'done' : index === current ? 'current' : 'ahead';
        const marker = (
          <span
            aria-hidden="true"
            className={cn(
              'grid size-7 shrink-0 place-items-center rounded-full border text-sm font-bold',
              state === 'done' && 'border-gold-300 bg-gold-300 text-night-950',
              state === 'current' && 'border-gold-300 text-gold-300',
              state === 'ahead' && 'border-violet-400/50 text-mist-muted',
            )}
          >
            {state === 'done' ? '✓' : index + 1}
          </span>
        );
        return (
          <li key={step.id}>
            {state === 'done' ? (
              <button type="button" onClick={() => onGoTo(index)} className="flex w-full items-center gap-3 rounded-[var(--radius-control)] px-2 py-2 text-left text-mist hover:bg-white/5">
                {marker}
                <span>
                  {step.title}
                  <span className="sr-only"> (done, go back to this step)</span>
                </span>
              </button>
            ) : (
              <div aria-current={state === 'current' ? 'step' : undefined} className={cn('flex items-center gap-3 px-2 py-2', state === 'current' ? 'font-semibold text-gold-200' : 'text-mist-muted')}>
                {marker}
                <span>{step.title}</span>
              </div>
            )}
          </li>
        );
      })}
    </ol>
  );
}
