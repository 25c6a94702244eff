import { useFormContext } from 'react-hook-form';
import type { AdminReading } from '@shared/schemas/admin';
import { Checkbox } from '@/components/ui/checkbox';
import { formatDateTime } from '../../lib/due';
import { readyNoticeSummary } from '../../lib/ready-notice';
import type { ReadingFormInput } from './reading-form-values';

/**
 * What the customer was told that this reading is ready (e-mail, and push per device), and for a
 * completed reading the choice to tell them again: a re-save (a typo fixed) tells them nothing unless
 * ticked.
 */
export function NoticePanel({ reading }: { reading: AdminReading }) {
  const { register } = useFormContext<ReadingFormInput>();
  const notice = reading.readyNotice;
  return (
    <div role="group" aria-label="Customer notice" className="space-y-3 rounded-lg border border-violet-400/25 bg-night-900/50 p-3 text-sm">
      <p className="text-mist-muted">
        <span className="font-semibold text-mist">Customer notice:</span>{' '}
        {notice ? `${readyNoticeSummary(notice)} (${formatDateTime(notice.queuedAt)})` : readyNoticeSummary(null)}
      </p>
      {reading.readingCompleted && reading.status === 'completed' && (
        <Checkbox
          label="Tell the customer again"
          hint="Saving a completed reading tells the customer nothing new. Tick this to send the e-mail and the notification again."
          {...register('notifyAgain')}
        />
      )}
    </div>
  );
}
