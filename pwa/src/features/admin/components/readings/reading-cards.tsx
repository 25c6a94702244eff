import { cn } from '@/components/ui/cn';
import { EditReadingButton } from './edit-reading-button';
import { ConfirmedBadge, DueCell, isOverdue, PaidBadge, Question, RefundBadge, RefundLine, StatusBadge } from './reading-badges';
import type { ReadingsListProps } from './readings-table';
import { EmailAddress } from '@/components/ui/email-address';

/** The readings on a phone: one compact card per reading instead of a table too wide to read. */
export function ReadingCards({ readings, now, onEdit }: ReadingsListProps) {
  return (
    <ul className="flex flex-col gap-2 md:hidden" aria-label="Readings, overdue first">
      {readings.map((reading) => {
        const overdue = isOverdue(reading, now);
        return (
          <li
            key={reading.id}
            className={cn(
              'rounded-lg border p-3 text-sm',
              overdue ? 'border-danger/60 bg-danger-bg/50' : 'border-violet-400/20 bg-night-800/70',
            )}
          >
            {/* What is owed and by when first: the queue is worked through by these two. */}
            <div className="flex items-start justify-between gap-3">
              <p className="min-w-0 font-semibold break-words text-gold-200">{reading.productName}</p>
              <div className="shrink-0 text-right text-xs">
                <DueCell reading={reading} now={now} />
              </div>
            </div>
            <p className="mt-1 font-semibold break-words text-mist">{reading.name}</p>
            <p className="text-xs text-mist-muted">
              <EmailAddress address={reading.email} />
            </p>
            <Question reading={reading} className="mt-2" />
            {reading.refund && (
              <div className="mt-1">
                <RefundLine refund={reading.refund} />
              </div>
            )}
            <div className="mt-2 flex flex-wrap items-center gap-1.5">
              <PaidBadge isPaid={reading.isPaid} />
              <RefundBadge refund={reading.refund} />
              <ConfirmedBadge confirmed={reading.confirmed} />
              <StatusBadge status={reading.status} />
              <EditReadingButton reading={reading} onEdit={onEdit} className="ml-auto" />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
