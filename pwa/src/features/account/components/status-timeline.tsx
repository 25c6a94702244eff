import { orderTimeline, type TimelineFacts } from '@shared/domain/order-lifecycle';
import { cn } from '@/components/ui/cn';
import { formatDayAndTime } from '@/features/orders';

/**
 * The steps of a reading in the status dialog: done steps ticked, the current one marked, each with its
 * time. Steps and times come from the order lifecycle (shared/domain/order-lifecycle.ts `orderTimeline`),
 * and the product's registry entry: the artist's step only while a sketch is still to draw.
 */
export function StatusTimeline({ facts, now }: { facts: TimelineFacts; now: number }) {
  const steps = orderTimeline(facts, new Date(now));
  return (
    <ol className="relative flex flex-col gap-5">
      {steps.map(({ name, state, at }, index) => {
        const done = state === 'done';
        const current = state === 'current';
        return (
          <li key={name} className="relative flex gap-4" aria-current={current ? 'step' : undefined}>
            {index < steps.length - 1 && (
              <span aria-hidden="true" className={cn('absolute top-8 left-[0.9375rem] h-[calc(100%-0.75rem)] w-0.5', done ? 'bg-gold-300/70' : 'bg-violet-400/25')} />
            )}
            <span
              aria-hidden="true"
              className={cn(
                'relative grid size-8 shrink-0 place-items-center rounded-full border-2 text-sm font-bold',
                done && 'border-gold-300 bg-gold-300 text-night-950',
                current && 'border-gold-300 bg-night-700 text-gold-200 shadow-glow',
                !done && !current && 'border-violet-400/40 bg-night-800 text-mist-muted',
              )}
            >
              {done ? '✓' : index + 1}
            </span>
            <div className="pt-0.5">
              <p className={cn('font-semibold', done || current ? 'text-mist' : 'text-mist-muted')}>
                {name}
                <span className="sr-only">{done ? ' (done)' : current ? ' (current stage)' : ' (upcoming)'}</span>
              </p>
              {at && (
                <p className="text-sm text-mist-muted">
                  {state === 'upcoming' && index === steps.length - 1 ? 'Ready by ' : state === 'upcoming' ? 'Expected ' : ''}
                  <time dateTime={at.toISOString()}>{formatDayAndTime(at)}</time>
                </p>
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
