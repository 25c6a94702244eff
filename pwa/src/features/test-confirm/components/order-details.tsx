import type { ReactNode } from 'react';
import type { OrderWithReading } from '@shared/schemas/order';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Notice } from '@/components/ui/notice';
import { toast } from '@/components/ui/toast';
import { formatLongDate } from '@/lib/format-date';
import { useConfirmOrderReading } from '../api/confirm-order-reading';
import { confirmErrorMessage, TEST_PAGE_MESSAGES } from '../lib/messages';
import { ConfirmedBadge } from './confirmed-badge';
import { EmailAddress } from '@/components/ui/email-address';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 py-3 sm:flex-row sm:gap-4">
      <dt className="shrink-0 text-sm font-semibold text-mist-muted sm:w-32 sm:pt-0.5">{label}</dt>
      <dd className="min-w-0 break-words text-mist">{children}</dd>
    </div>
  );
}

/**
 * The looked-up request and its "Confirm Reading" action. Keyed by code by the screen, so a new
 * look-up starts with a fresh confirmation state.
 */
export function OrderDetails({ code, data }: { code: string; data: OrderWithReading }) {
  const { order, freeSoulmateReading: reading } = data;
  const confirm = useConfirmOrderReading(code);

  return (
    <Card className="p-5 sm:p-6">
      <h2 className="mb-2 text-2xl text-gold-300">{order.userName}</h2>
      <dl className="divide-y divide-violet-400/15">
        <Row label="Request code">
          <span className="font-mono text-sm break-all">{order.requestCode}</span>
        </Row>
        <Row label="Name">{order.userName}</Row>
        <Row label="Email">
          <EmailAddress address={order.email} />
        </Row>
        <Row label="Birthdate">{order.birthdate ? (formatLongDate(order.birthdate) ?? order.birthdate) : '—'}</Row>
        <Row label="Question">{reading?.question ?? '—'}</Row>
        <Row label="Confirmed">
          <ConfirmedBadge confirmed={order.confirmed} />
        </Row>
      </dl>

      <div className="mt-5 flex flex-col gap-3">
        {/* An order without a free reading (a catalogue order) has nothing to confirm. */}
        {!reading && <Notice tone="danger">{TEST_PAGE_MESSAGES.readingNotFound}</Notice>}
        {confirm.isError && <Notice tone="danger">{confirmErrorMessage(confirm.error)}</Notice>}
        <Button
          size="lg"
          // Nothing left to do once confirmed: a quiet button rather than a greyed-out gold one.
          variant={order.confirmed ? 'secondary' : 'primary'}
          className="w-full sm:w-auto sm:self-start"
          disabled={!reading || order.confirmed || confirm.isPending}
          onClick={() => confirm.confirmReading(() => toast({ title: 'Reading confirmed', variant: 'success' }))}
        >
          {confirm.isPending ? 'Confirming...' : 'Confirm Reading'}
        </Button>
        {order.confirmed && reading && <p className="text-sm text-mist-muted">This reading is confirmed.</p>}
      </div>
    </Card>
  );
}
