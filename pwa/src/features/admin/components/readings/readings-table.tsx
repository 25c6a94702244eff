import type { AdminReading } from '@shared/schemas/admin';
import { cn } from '@/components/ui/cn';
import { EditReadingButton } from './edit-reading-button';
import { ConfirmedBadge, DueCell, isOverdue, PaidBadge, Question, RefundBadge, RefundLine, StatusBadge } from './reading-badges';
import { EmailAddress } from '@/components/ui/email-address';

export interface ReadingsListProps {
  readings: readonly AdminReading[];
  now: number;
  onEdit: (reading: AdminReading, opener: HTMLElement) => void;
}

const th = 'px-3 py-2 text-left text-xs font-semibold tracking-wide text-mist-muted uppercase';
const td = 'px-3 py-2 align-top';

/**
 * The readings as a table (from 768 px; phones get ReadingCards). The question is clamped to two lines
 * on screen only: the whole text stays in the page for screen readers and in the edit dialog.
 */
export function ReadingsTable({ readings, now, onEdit }: ReadingsListProps) {
  return (
    <table className="hidden w-full border-collapse text-sm md:table">
      <caption className="sr-only">Readings, overdue first</caption>
      <thead className="border-b border-violet-400/25 bg-night-950/60">
        <tr>
          <th scope="col" className={th}>Due</th>
          <th scope="col" className={th}>Customer</th>
          <th scope="col" className={th}>Question</th>
          <th scope="col" className={th}>Product</th>
          <th scope="col" className={th}>Paid</th>
          <th scope="col" className={th}>Confirmed</th>
          <th scope="col" className={th}>Status</th>
          <th scope="col" className={th}><span className="sr-only">Actions</span></th>
        </tr>
      </thead>
      <tbody>
        {readings.map((reading) => {
          const overdue = isOverdue(reading, now);
          return (
            <tr
              key={reading.id}
              className={cn(
                'border-b border-violet-400/10 transition-colors hover:bg-white/[0.03]',
                overdue && 'bg-danger-bg/50 shadow-[inset_3px_0_0_var(--color-danger)]',
              )}
            >
              <td className={cn(td, 'w-36')}>
                <DueCell reading={reading} now={now} />
              </td>
              <th scope="row" className={cn(td, 'max-w-56 text-left font-normal')}>
                <span className="block font-semibold break-words text-mist">{reading.name}</span>
                <EmailAddress address={reading.email} className="block text-xs text-mist-muted" />
              </th>
              <td className={cn(td, 'max-w-80 min-w-48')}>
                <Question reading={reading} />
              </td>
              <td className={cn(td, 'max-w-40 font-semibold text-gold-200')}>{reading.productName}</td>
              <td className={td}>
                <span className="flex flex-col items-start gap-1">
                  <PaidBadge isPaid={reading.isPaid} />
                  <RefundBadge refund={reading.refund} />
                  {reading.refund && <RefundLine refund={reading.refund} />}
                </span>
              </td>
              <td className={td}><ConfirmedBadge confirmed={reading.confirmed} /></td>
              <td className={td}><StatusBadge status={reading.status} /></td>
              <td className={cn(td, 'text-right')}>
                <EditReadingButton reading={reading} onEdit={onEdit} />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
