import { paths } from '@/config/paths';
import { ButtonLink } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { CheckCircleIcon, CloudOffIcon } from '@/components/ui/icons';

const STAGES = [
  { state: 'saved', label: 'Saved on this device' },
  { state: 'sending', label: 'Sending...' },
  { state: 'received', label: 'Received' },
] as const;

type Stage = (typeof STAGES)[number]['state'];

/** The three stages answers pass through, the current one announced to screen readers. */
export function SubmissionStages({ stage }: { stage: Stage }) {
  const current = STAGES.findIndex((item) => item.state === stage);
  return (
    <ol aria-label="Where your answers are" className="flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-3">
      {STAGES.map((item, index) => (
        <li
          key={item.state}
          aria-current={index === current ? 'step' : undefined}
          className={cn(
            'flex items-center gap-2 rounded-full border px-3 py-1.5 text-sm font-semibold',
            index < current && 'border-gold-300/40 text-mist-muted',
            index === current && 'border-gold-300 bg-night-700/70 text-gold-200',
            index > current && 'border-violet-400/30 text-mist-muted/70',
          )}
        >
          <span aria-hidden="true">{index < current || stage === 'received' ? '✓' : index === current ? '●' : '○'}</span>
          {item.label}
        </li>
      ))}
    </ol>
  );
}

const WORDS: Record<Stage, { title: string; text: string }> = {
  saved: {
    title: 'Saved on this device',
    text: "Your answers are safe on this device. We'll send them as soon as there is a connection, even if you close this page.",
  },
  sending: { title: 'Sending...', text: 'Your answers are on their way to your reader.' },
  received: { title: 'Received', text: 'We have your answers. Your reader will start on your reading now.' },
};

/** In place of the form once the answers are submitted: where they are, and the way back. */
export function SubmissionPanel({ stage, redirecting }: { stage: Stage; redirecting: boolean }) {
  const words = WORDS[stage];
  return (
    <div className="flex flex-col items-center gap-5 py-4 text-center">
      <span aria-hidden="true" className="grid size-14 place-items-center rounded-full border border-gold-300/40 bg-night-900 text-gold-300 [&>svg]:size-7">
        {stage === 'saved' ? <CloudOffIcon /> : <CheckCircleIcon />}
      </span>
      <div role="status" aria-live="polite">
        <p className="text-2xl text-gold-300">{words.title}</p>
        <p className="mt-2 text-mist-muted">{words.text}</p>
        {redirecting && <p className="mt-2 text-mist">Taking you to your dashboard...</p>}
      </div>
      <SubmissionStages stage={stage} />
      {!redirecting && (
        <ButtonLink to={paths.dashboard.href()} variant={stage === 'received' ? 'primary' : 'secondary'}>
          Back to Dashboard
        </ButtonLink>
      )}
    </div>
  );
}
