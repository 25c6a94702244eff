import type { AdminReading } from '@shared/schemas/admin';
import { dueLabel, formatDateTime } from '../../lib/due';
import { Badge } from '../query-states';

/** Paid / Free, Confirmed / Unconfirmed, Pending / Completed: words first, colour only repeats them. */
export function PaidBadge({ isPaid }: { isPaid: boolean }) {
  return isPaid ? <Badge tone="gold">$ Paid</Badge> : <Badge>Free</Badge>;
}

export function ConfirmedBadge({ confirmed }: { confirmed: boolean }) {
  return confirmed ? <Badge tone="violet">✓ Confirmed</Badge> : <Badge>Unconfirmed</Badge>;
}

export function StatusBadge({ completed }: { completed: boolean }) {
  return completed ? <Badge tone="green">✓ Completed</Badge> : <Badge tone="gold">◷ Pending</Badge>;
}

/**
 * The delivery promise: "due in 5 h", or "Overdue" with how late (text and an icon, not colour alone).
 * A completed reading shows when it was done. The exact time is in the title and for screen readers.
 */
export function DueCell({ reading, now }: { reading: AdminReading; now: number }) {
  if (reading.readingCompleted) {
    return (
      <span className="flex flex-col items-start text-mist-muted">
        <span>Done</span>
        {reading.completedAt && (
          <time dateTime={reading.completedAt} className="text-xs">
            {formatDateTime(reading.completedAt)}
          </time>
        )}
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
  return !reading.readingCompleted && dueLabel(reading.dueAt, now, reading.overdue).overdue;
}
