import { PAID_READING_PROMISE } from '@shared/domain/delivery';
import { WORK_STATUS_LABELS, type WorkStatus } from '@shared/domain/order-lifecycle';
import type { AdminReading } from '@shared/schemas/admin';
import type { RefundState } from '@shared/schemas/refund';
import { dueLabel, formatDateTime } from '../../lib/due';
import { cn } from '@/components/ui/cn';
import { Badge } from '../query-states';

/**
 * Paid / Free, Confirmed / Unconfirmed, Waiting for answers / In Progress / Completed / Refunded: words
 * first, colour only repeats them.
 */
export function PaidBadge({ isPaid }: { isPaid: boolean }) {
  return isPaid ? <Badge tone="gold">$ Paid</Badge> : <Badge>Free</Badge>;
}

/** Refunded only once the payment provider confirmed it; staff's request alone says "requested". */
export const REFUND_WORDS: Record<RefundState['status'], string> = {
  refunded: WORK_STATUS_LABELS.refunded,
  requested: 'Refund requested',
  partial: 'Partly refunded',
};

export function RefundBadge({ refund }: { refund: RefundState | null }) {
  if (!refund) return null;
  return <Badge tone={refund.status === 'refunded' ? 'danger' : 'muted'}>↺ {REFUND_WORDS[refund.status]}</Badge>;
}

/** When (refunded, else asked) and why, in two short lines for the list; the editor shows all of it. */
export function RefundLine({ refund }: { refund: RefundState }) {
  const when = refund.refundedAt ?? refund.requestedAt;
  return (
    <span className="flex max-w-44 flex-col items-start text-xs text-mist-muted">
      {when && (
        <span>
          {refund.refundedAt ? 'Refunded' : 'Asked'} <time dateTime={when}>{formatDateTime(when)}</time>
        </span>
      )}
      {refund.reason && (
        <span className="line-clamp-2 break-words" title={refund.reason}>
          Reason: {refund.reason}
        </span>
      )}
    </span>
  );
}

/** Only the free request has an e-mail link to follow (`confirmed` null: nothing to confirm, no badge). */
export function ConfirmedBadge({ confirmed }: { confirmed: boolean | null }) {
  if (confirmed === null) return null;
  return confirmed ? <Badge tone="violet">✓ Confirmed</Badge> : <Badge>Unconfirmed</Badge>;
}

/** The item's stage in the order lifecycle's words (one source): waiting, owed, delivered, or refunded. */
export function StatusBadge({ status }: { status: WorkStatus }) {
  // Not the payment column's "↺ Refunded": here it says the work is off the queue.
  if (status === 'refunded') return <Badge>✕ {WORK_STATUS_LABELS.refunded}</Badge>;
  if (status === 'completed') return <Badge tone="green">✓ {WORK_STATUS_LABELS.completed}</Badge>;
  if (status === 'needs_input') return <Badge>… {WORK_STATUS_LABELS.needs_input}</Badge>;
  return <Badge tone="gold">◷ {WORK_STATUS_LABELS.in_progress}</Badge>;
}

/**
 * The delivery promise: "due in 5 h", or "Overdue" with how late (text and an icon, not colour alone).
 * Work waiting for the customer's answers has no due time yet and says so; a completed reading shows
 * when it was done. The exact time is in the title and for screen readers.
 */
export function DueCell({ reading, now }: { reading: AdminReading; now: number }) {
  if (reading.readingCompleted) {
    return (
      <span className="flex flex-col items-start text-mist-muted">
        <span>{reading.status === 'refunded' ? WORK_STATUS_LABELS.refunded : 'Done'}</span>
        {reading.completedAt && (
          <time dateTime={reading.completedAt} className="text-xs">
            {formatDateTime(reading.completedAt)}
          </time>
        )}
      </span>
    );
  }
  if (reading.dueAt === null) {
    return (
      <span className="text-mist-muted" title={`Due ${PAID_READING_PROMISE} of the customer's answers`}>
        No due time yet
      </span>
    );
  }
  const due = dueLabel(reading.dueAt, now, reading.overdue);
  return (
    <span className="flex flex-col items-start gap-0.5">
      {due.overdue && <Badge tone="danger">⚠ Overdue</Badge>}
      <time dateTime={reading.dueAt} title={`Due ${formatDateTime(reading.dueAt)}`} className={due.overdue ? 'font-semibold text-red-200' : 'text-mist'}>
        {due.text}
      </time>
      <span className="sr-only">(due {formatDateTime(reading.dueAt)})</span>
    </span>
  );
}

/** Whether the row is overdue now (for its highlight), by the same rule as its label. */
export function isOverdue(reading: AdminReading, now: number): boolean {
  return !reading.readingCompleted && reading.dueAt !== null && dueLabel(reading.dueAt, now, reading.overdue).overdue;
}

/**
 * The free form's question, clamped to two lines on screen (the editor shows all of it). Bonus, upsell
 * and catalogue items have none; the product beside it (a column, or the card's first line) says what they are.
 */
export function Question({ reading, className }: { reading: AdminReading; className?: string }) {
  if (reading.question === null) return <p className={cn('text-mist-muted italic', className)}>No question asked</p>;
  return <p className={cn('line-clamp-2 text-mist', className)}>{reading.question}</p>;
}
