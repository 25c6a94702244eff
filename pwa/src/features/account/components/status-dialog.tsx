import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { PAID_READING_DELIVERY } from '@shared/domain/delivery';
import { readyBy, type TimelineFacts } from '@shared/domain/order-lifecycle';
import type { CustomerOrder } from '@shared/schemas/order';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose } from '@/components/ui/dialog';
import { orderQueryOptions } from '@/features/readings';
import { useNow } from '@/lib/use-now';
import { accountKeys, formatDayAndTime } from '@/features/orders';
import { liveStatus } from '../lib/live-status';
import { statusFacts, statusPromise } from '../lib/status-facts';
import { StatusTimeline } from './status-timeline';

/** The open status dialog asks for the order every 10 seconds. */
export const STATUS_POLL_MS = 10_000;

/**
 * The delivery sentence: what is being made (the sketch only while it is still to draw), with the promise
 * from the one delivery constant ("24-48 hours" kept on one line).
 */
function DeliverySentence({ facts }: { facts: TimelineFacts }) {
  const { making, sketchSent } = statusPromise(facts);
  return (
    <p className="text-mist">
      {sketchSent && 'Your soulmate sketch was sent with your free reading. '}
      {making} should be ready within the next{' '}
      <span className="whitespace-nowrap">
        {PAID_READING_DELIVERY.minHours}-{PAID_READING_DELIVERY.maxHours} hours
      </span>
      . We'll notify you by email when it's complete.
    </p>
  );
}

/**
 * Closing the dialog (Escape, Close, a click outside) puts focus back on the In Preparation button of
 * the order it showed, so a keyboard user carries on from where they were and not at the top of the
 * page. The button is found by its order (`data-status-for`); if it is gone, the dialog's own default applies.
 */
function returnFocus(event: Event, orderId: number | undefined) {
  const opener = orderId === undefined ? null : document.querySelector<HTMLElement>(`[data-status-for="${orderId}"]`);
  if (!opener) return;
  event.preventDefault();
  opener.focus();
}

/**
 * The status of an order in preparation: the timeline of its steps, the
 * request code and the delivery promise. It asks the server again every 10 s while open, and only then.
 */
export function StatusDialog({ order, onClose }: { order: CustomerOrder | undefined; onClose: () => void }) {
  const open = order !== undefined;
  const queryClient = useQueryClient();
  const live = useQuery({
    ...orderQueryOptions(order?.requestCode ?? ''),
    enabled: open,
    refetchInterval: open ? STATUS_POLL_MS : false,
  });
  const now = useNow(STATUS_POLL_MS);
  const status = order ? liveStatus(order.status, live.data) : undefined;
  const due = order && status ? readyBy({ status, dueAt: order.dueAt }) : null;
  const facts = order && status ? statusFacts(order, status) : undefined;
  const shownId = useRef<number>(undefined);
  useEffect(() => {
    if (order) shownId.current = order.id;
  }, [order]);

  // The reading was finished while the dialog was open: the cards behind it should say so too.
  useEffect(() => {
    if (order && status && status !== order.status) void queryClient.invalidateQueries({ queryKey: accountKeys.all });
  }, [order, status, queryClient]);

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title="Reading Status"
      onCloseAutoFocus={(event) => returnFocus(event, shownId.current)}
      description={order && `${order.productName} · Order ${order.orderNumber}`}
    >
      {order && facts && (
        <div className="mt-6 flex flex-col gap-6">
          <StatusTimeline facts={facts} now={now} />
          <div className="rounded-[var(--radius-control)] border border-violet-400/25 bg-night-900/60 p-4">
            <p className="text-sm text-mist-muted">Your request code</p>
            <p className="mt-1 font-mono text-sm text-gold-200 [overflow-wrap:anywhere]">{order.requestCode}</p>
          </div>
          <DeliverySentence facts={facts} />
          {due && (
            <p className="-mt-3 text-sm text-gold-200">
              Ready by <time dateTime={due}>{formatDayAndTime(due)}</time>
            </p>
          )}
          <DialogClose asChild>
            <Button variant="secondary" className="w-full sm:w-auto sm:self-end">
              Close
            </Button>
          </DialogClose>
        </div>
      )}
    </Dialog>
  );
}
