import { ORDER_STATUS_LABELS } from '@shared/domain/order-status';
import type { Order } from '@shared/schemas/order';
import { Notice } from '@/components/ui/notice';
import { ShieldCheckIcon } from '@/components/ui/icons';
import { SupportEmailLink } from '@/features/legal/components/support-email-link';
import { ReturnHomeRow } from '@/features/readings/components/return-home-button';
import { ScreenContainer, ScreenHeading } from '@/features/readings/components/screen-container';
import { formatMomentDate } from '@/features/readings/lib/format-date';

/**
 * `/request/:code` for a refunded order: the refund instead of the journey of a reading that will not
 * come. The date is when the payment provider confirmed it (the order's `refundedAt`).
 */
export function RefundedOrder({ order, refundedAt }: { order: Order; refundedAt: string }) {
  return (
    <ScreenContainer>
      <ScreenHeading icon={<ShieldCheckIcon />} title={`Order ${ORDER_STATUS_LABELS.refunded}`}>
        <p>
          {order.userName}, your payment for order <span className="font-semibold text-mist">{order.orderNumber}</span> was refunded on{' '}
          <time dateTime={refundedAt} className="font-semibold text-mist">
            {formatMomentDate(refundedAt)}
          </time>
          .
        </p>
      </ScreenHeading>
      <div className="space-y-8">
        <Notice>
          <p>
            The money goes back to the card you paid with; depending on your bank it can take 5 to 10 business days to appear. Questions?
            Write to{' '}
            <SupportEmailLink className="font-semibold text-gold-300 underline underline-offset-2 hover:text-gold-200" />.
          </p>
        </Notice>
        <ReturnHomeRow />
      </div>
    </ScreenContainer>
  );
}
