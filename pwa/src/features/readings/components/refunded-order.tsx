import { ORDER_STATUS_LABELS } from '@shared/domain/order-lifecycle';
import { Notice } from '@/components/ui/notice';
import { ShieldCheckIcon } from '@/components/ui/icons';
import { SupportEmailLink } from '@/features/legal';
import { formatMomentDate } from '@/lib/format-date';
import { ReturnHomeRow } from '@/components/screen/return-home-button';
import { ScreenContainer, ScreenHeading } from '@/components/screen/screen-container';

export interface RefundedOrderProps {
  name: string;
  /** The order's number, where the page knows it. */
  orderNumber?: string;
  /** When the payment provider confirmed the refund (the order's `refundedAt`). */
  refundedAt: string;
}

/**
 * A refunded order's page, wherever its link leads (the order page, the free reading's page, the premium
 * reading): the refund and its date instead of a reading that will not come, or an "already paid" that
 * is no longer true. A refund closes what the payment opened; the preview stays on the order page.
 */
export function RefundedOrder({ name, orderNumber, refundedAt }: RefundedOrderProps) {
  return (
    <ScreenContainer>
      <ScreenHeading icon={<ShieldCheckIcon />} title={`Order ${ORDER_STATUS_LABELS.refunded}`}>
        <p>
          {name}, your payment{orderNumber && (
            <>
              {' '}for order <span className="font-semibold text-mist">{orderNumber}</span>
            </>
          )}{' '}
          was refunded.
        </p>
        <p className="mt-2 text-lg font-semibold text-gold-200">
          Refunded on{' '}
          <time dateTime={refundedAt} className="text-mist">
            {formatMomentDate(refundedAt)}
          </time>
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
