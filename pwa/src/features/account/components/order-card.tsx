import { memo } from 'react';
import type { CustomerOrder } from '@shared/schemas/order';
import type { SubmissionState } from '@/features/questionnaires';
import { Button, ButtonLink } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { ClockIcon, HeadphonesIcon, SparklesIcon } from '@/components/ui/icons';
import { SupportEmailLink } from '@/features/legal';
import { formatDayAndTime, formatOrderDate, OrderStatusBadge } from '@/features/orders';
import { orderCard } from '../lib/order-card';
import { StatusButton } from './status-button';
import { Waveform } from './waveform';
import { AudioDialog } from '@/features/meditation';

interface OrderCardProps {
  order: CustomerOrder;
  /** Opens the status dialog for this order (the In Preparation button). */
  onShowStatus: (order: CustomerOrder) => void;
  /** Where this order's answers given on this device stand. */
  submission?: SubmissionState;
}

/**
 * One order on the dashboard: product, "Ordered on", the status badge, where
 * it stands, its delivery promise while paid work is under way, and the one next step. The manifestation
 * audio has a look of its own, with a waveform.
 */
export const OrderCard = memo(OrderCardView, sameCard);

/**
 * A card renders again only when its own order or answers change: the outbox changes twice per answer
 * it sends (sending, received), and fifty cards re-rendering for each would slow a phone's catch-up.
 */
function sameCard(before: OrderCardProps, after: OrderCardProps): boolean {
  const key = (state: SubmissionState | undefined) => (typeof state === 'object' ? `failed:${state.failed}` : state);
  return before.order === after.order && before.onShowStatus === after.onShowStatus && key(before.submission) === key(after.submission);
}

function OrderCardView({ order, onShowStatus, submission }: OrderCardProps) {
  const { audio, line, readyBy, action, submission: note } = orderCard(order, submission);
  const titleId = `order-${order.id}-title`;
  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        'flex h-full flex-col rounded-[var(--radius-card)] border p-5 shadow-card transition-colors',
        audio
          ? 'border-gold-300/30 bg-gradient-to-br from-night-700 via-night-800 to-night-900'
          : 'border-violet-400/20 bg-night-800/80 hover:border-violet-400/40',
      )}
    >
      <div className="mb-4 flex items-start justify-between gap-3">
        <span
          aria-hidden="true"
          className={cn(
            'grid size-11 shrink-0 place-items-center overflow-hidden rounded-full border [&>svg]:size-6',
            audio ? 'border-gold-300/50 bg-gold-300/10 text-gold-300' : 'border-violet-400/30 bg-night-700 text-gold-300',
          )}
        >
          {order.productImageUrl ? (
            <img src={order.productImageUrl} alt="" className="size-full object-cover" loading="lazy" />
          ) : audio ? (
            <HeadphonesIcon />
          ) : (
            <SparklesIcon />
          )}
        </span>
        <OrderStatusBadge status={order.status} />
      </div>

      <h3 id={titleId} className="text-xl leading-snug text-gold-200">
        {order.productName}
      </h3>
      <p className="mt-1 text-sm text-mist-muted">
        Ordered on <time dateTime={order.createdAt}>{formatOrderDate(order.createdAt)}</time>
        <span className="sr-only">, order {order.orderNumber}</span>
      </p>

      {audio && <Waveform active={order.status === 'needs_input' || order.status === 'in_progress'} className="mt-4 self-start" />}

      <p className="mt-4 text-mist">{line}</p>

      {note && (
        <p
          role="status"
          className={cn(
            'mt-3 rounded-md border px-3 py-2 text-sm',
            note.tone === 'failed' && 'border-danger/60 bg-danger-bg text-red-100',
            note.tone === 'waiting' && 'border-gold-300/30 bg-gold-300/10 text-gold-200',
            note.tone === 'received' && 'border-success/60 bg-success-bg text-green-100',
          )}
        >
          {note.text}
        </p>
      )}

      {readyBy && (
        <p className="mt-3 flex items-center gap-2 text-sm text-gold-200">
          <ClockIcon className="size-4 shrink-0" />
          <span>
            Ready by <time dateTime={readyBy}>{formatDayAndTime(readyBy)}</time>
          </span>
        </p>
      )}

      <div className="mt-auto pt-5">
        {action.kind === 'link' && (
          <ButtonLink to={action.to} className="w-full">
            {action.label}
          </ButtonLink>
        )}
        {action.kind === 'status' && (
          <StatusButton onClick={() => onShowStatus(order)} data-status-for={order.id}>
            {action.label}
          </StatusButton>
        )}
        {action.kind === 'audio' && (
          <AudioDialog
            code={order.requestCode}
            trigger={
              <Button className="w-full" aria-haspopup="dialog">
                {action.label}
              </Button>
            }
          />
        )}
        {action.kind === 'disabled' && (
          <Button variant="secondary" className="w-full" disabled>
            {action.label}
          </Button>
        )}
        {action.kind === 'none' && (
          <p className="text-sm text-mist-muted">
            Questions about this order? Write to <SupportEmailLink className="text-gold-300 underline underline-offset-2 hover:text-gold-200" />.
          </p>
        )}
      </div>
    </article>
  );
}
