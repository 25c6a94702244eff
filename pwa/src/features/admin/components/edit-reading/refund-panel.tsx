import { useRef, useState } from 'react';
import type { AdminReading } from '@shared/schemas/admin';
import { formatMoney } from '@shared/domain/money';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '../../lib/due';
import { REFUND_WORDS } from '../readings/reading-badges';
import { RefundOrderDialog } from './refund-order-dialog';

/**
 * The order's payment in the editor: its refund (when, why, who, how much) and the "Refund order"
 * action. Hidden for an unpaid order; the action is gone once the provider confirmed the refund and
 * waits while a request is on its way.
 */
export function RefundPanel({ reading }: { reading: AdminReading }) {
  const [confirming, setConfirming] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const { refund } = reading;
  if (!reading.isPaid && !refund) return null;
  const waiting = refund?.status === 'requested';
  const canRefund = reading.isPaid && refund?.status !== 'refunded';

  return (
    <section aria-labelledby="refund-heading" className="rounded-lg border border-violet-400/20 bg-night-950/40 p-4">
      <div className="flex flex-wrap items-center gap-3">
        <h3 id="refund-heading" ref={heading} tabIndex={-1} className="mr-auto focus:outline-none font-sans text-base font-semibold text-gold-200">
          {refund ? REFUND_WORDS[refund.status] : 'Payment'}
        </h3>
        {canRefund && (
          <Button variant="danger" size="sm" disabled={waiting} onClick={() => setConfirming(true)}>
            Refund order
          </Button>
        )}
      </div>
      {!refund && (
        <p className="mt-2 text-sm text-mist-muted">
          {reading.priceCents > 0 ? `Paid ${formatMoney(reading.priceCents)}.` : 'Paid.'} A refund returns the whole amount (the 48-hour money-back guarantee, or a technical failure).
        </p>
      )}
      {waiting && <p className="mt-2 text-sm text-mist-muted">Waiting for the payment provider to confirm the refund; the customer is e-mailed then.</p>}
      {refund && (
        <dl className="mt-3 grid grid-cols-2 gap-x-6 gap-y-3 text-sm">
          {refund.refundedAt && <Entry term="Refunded on">{formatDateTime(refund.refundedAt)}</Entry>}
          {refund.amountCents !== null && <Entry term="Amount refunded">{formatMoney(refund.amountCents)}</Entry>}
          {refund.requestedAt && <Entry term="Requested on">{formatDateTime(refund.requestedAt)}</Entry>}
          {refund.requestedBy && <Entry term="Requested by">{refund.requestedBy}</Entry>}
          <div className="col-span-2">
            <dt className="text-xs font-semibold tracking-wide text-mist-muted uppercase">Reason</dt>
            <dd className="mt-0.5 break-words whitespace-pre-line text-mist">{refund.reason ?? 'Refunded at the payment provider (no reason given here).'}</dd>
          </div>
        </dl>
      )}
      <RefundOrderDialog
        open={confirming}
        orderId={reading.orderId}
        customerName={reading.name}
        amountCents={reading.priceCents - (refund?.amountCents ?? 0)}
        onClose={() => setConfirming(false)}
        // The button may be gone after a refund: focus goes to the section's heading, which says the state.
        returnFocus={() => heading.current?.focus()}
      />
    </section>
  );
}

function Entry({ term, children }: { term: string; children: string }) {
  return (
    <div className="max-sm:col-span-2">
      <dt className="text-xs font-semibold tracking-wide text-mist-muted uppercase">{term}</dt>
      <dd className="mt-0.5 text-mist">{children}</dd>
    </div>
  );
}
