import { ORDER_STAGES, orderStage, orderStageDates, type OrderStatus } from '@shared/domain/order-status';
import { cn } from '@/components/ui/cn';
import { formatDayAndTime } from '../lib/format';

/**
 * The four stages of a reading (accounts.md "Status dialog timeline"): done stages ticked, the current
 * one marked, each with the time shown beside it. Stage and times come from shared/domain/order-status.ts.
 */
export function StatusTimeline({ status, createdAt, now }: { status: OrderStatus; createdAt: string; now: number }) {
  const created = new Date(createdAt);
  const stage = orderStage(status, created, new Date(now));
  const dates = orderStageDates(created);
  return (
    <ol className="relative flex flex-col gap-5">
      {ORDER_STAGES.map((name, index) => {
        const number = index + 1;
        const done = number < stage || stage === 4;
        const current = number === stage && stage !== 4;
        return (
          <li key={name} className="relative flex gap-4" aria-current={current ? 'step' : undefined}>
            {index < ORDER_STAGES.length - 1 && (
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
              {done ? '✓' : number}
            </span>
            <div className="pt-0.5">
              <p className={cn('font-semibold', done || current ? 'text-mist' : 'text-mist-muted')}>
                {name}
                <span className="sr-only">{done ? ' (done)' : current ? ' (current stage)' : ' (upcoming)'}</span>
              </p>
              <p className="text-sm text-mist-muted">
                <time dateTime={dates[index]!.toISOString()}>{formatDayAndTime(dates[index]!)}</time>
              </p>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
