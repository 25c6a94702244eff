import type { ReactNode } from 'react';
import { GENDER_PREFERENCES } from '@shared/schemas/reading';
import { WORK_STATUS_LABELS } from '@shared/domain/order-lifecycle';
import type { AdminReading } from '@shared/schemas/admin';
import { PAID_READING_PROMISE } from '@shared/domain/delivery';
import { formatLongDate } from '@/lib/format-date';
import { formatDateTime } from '../../lib/due';
import { ConfirmedBadge, PaidBadge, RefundBadge, StatusBadge } from '../readings/reading-badges';
import { QuestionnaireAnswers } from './questionnaire-answers';
import { EmailAddress } from '@/components/ui/email-address';

function preferenceLabel(value: string): string {
  return GENDER_PREFERENCES.find((option) => option.value === value)?.label ?? value;
}

type Span = 'half' | 'full' | 'full-on-phone';
const spans: Record<Span, string | undefined> = { half: undefined, full: 'col-span-2', 'full-on-phone': 'max-sm:col-span-2' };

function Item({ term, children, span = 'half' }: { term: string; children: ReactNode; span?: Span }) {
  return (
    <div className={spans[span]}>
      <dt className="text-xs font-semibold tracking-wide text-mist-muted uppercase">{term}</dt>
      <dd className="mt-0.5 break-words whitespace-pre-line text-mist">{children}</dd>
    </div>
  );
}

/**
 * What the customer asked for, in full: the table clamps the question, this shows all of it. Bonus,
 * upsell and catalogue items have no free-form answers: only what they are and when they are due.
 */
export function RequestSummary({ reading }: { reading: AdminReading }) {
  return (
    <section aria-labelledby="request-heading" className="rounded-lg border border-violet-400/20 bg-night-950/40 p-4">
      <div className="mb-3 flex flex-wrap items-center gap-2">
        <h3 id="request-heading" className="mr-auto font-sans text-base font-semibold text-gold-200">
          The request
        </h3>
        <PaidBadge isPaid={reading.isPaid} />
        <RefundBadge refund={reading.refund} />
        <ConfirmedBadge confirmed={reading.confirmed} />
        <StatusBadge status={reading.status} />
      </div>
      <dl className="grid grid-cols-2 gap-x-6 gap-y-3 text-sm">
        <Item term="Name" span="full-on-phone">
          {reading.name}
        </Item>
        <Item term="E-mail" span="full-on-phone">
          <a href={`mailto:${reading.email}`} className="text-gold-300 underline underline-offset-2 hover:text-gold-200">
            <EmailAddress address={reading.email} />
          </a>
        </Item>
        {reading.birthdate !== null && <Item term="Birthdate">{formatLongDate(reading.birthdate) ?? reading.birthdate}</Item>}
        {reading.genderPreference !== null && <Item term="Preference">{preferenceLabel(reading.genderPreference)}</Item>}
        <Item term="Product" span="full-on-phone">{reading.productName}</Item>
        <Item term="Request code" span="full-on-phone">
          <code className="font-mono text-xs break-all text-mist">{reading.requestCode}</code>
        </Item>
        <Item term="Ordered">{formatDateTime(reading.createdAt)}</Item>
        <Item term={reading.readingCompleted ? WORK_STATUS_LABELS[reading.status] : 'Due'}>
          {reading.readingCompleted && reading.completedAt
            ? formatDateTime(reading.completedAt)
            : reading.dueAt
              ? formatDateTime(reading.dueAt)
              : `No due time yet: ${PAID_READING_PROMISE} of the customer's answers`}
        </Item>
        {reading.deliveredWithoutAnswersAt && <Item term="Delivered without the answers">{formatDateTime(reading.deliveredWithoutAnswersAt)}</Item>}
        {/* Paid after its free reading was delivered: the premium reading is the work now owed. */}
        {reading.freeCompletedAt && <Item term="Free reading sent">{formatDateTime(reading.freeCompletedAt)}</Item>}
        {reading.soulmateTrait !== null && (
          <Item term="Soulmate traits" span="full">
            {reading.soulmateTrait}
          </Item>
        )}
        {reading.question !== null && (
          <Item term="Question" span="full">
            {reading.question}
          </Item>
        )}
      </dl>
      <QuestionnaireAnswers questionnaire={reading.questionnaire} />
    </section>
  );
}
