import type { Order } from '@shared/schemas/order';
import { ButtonLink } from '@/components/ui/button';
import { CheckCircleIcon } from '@/components/ui/icons';
import { formatMomentDate } from '@/lib/format-date';
import { ReturnHomeButton } from '@/components/screen/return-home-button';
import { ScreenContainer, ScreenHeading } from '@/components/screen/screen-container';

/**
 * `/payment/{code}` for an order paid before this visit (another tab, an earlier visit, a mail's
 * link): nothing is sold here any more, so the page says it was paid, and when, and leads to the order
 * (`href`: the next page after a payment, payment-navigation.ts), instead of "Complete Your Order".
 */
export function PaidOrderScreen({ order, href }: { order: Pick<Order, 'userName' | 'orderNumber' | 'paymentDate'>; href: string }) {
  return (
    <ScreenContainer className="max-w-2xl">
      <ScreenHeading icon={<CheckCircleIcon />} title="This Order Is Paid">
        <p>
          Thank you, {order.userName}. Order <span className="font-semibold text-mist">{order.orderNumber}</span> was paid
          {order.paymentDate && (
            <>
              {' '}on <time dateTime={order.paymentDate}>{formatMomentDate(order.paymentDate)}</time>
            </>
          )}
          , so there is nothing more to pay.
        </p>
      </ScreenHeading>
      <div className="flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
        <ButtonLink to={href} size="lg">
          See Your Order
        </ButtonLink>
        <ReturnHomeButton variant="secondary" />
      </div>
    </ScreenContainer>
  );
}
