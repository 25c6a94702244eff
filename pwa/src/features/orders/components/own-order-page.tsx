import type { ReactNode } from 'react';
import type { CustomerOrder } from '@shared/schemas/order';
import { paths } from '@/config/paths';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageSpinner } from '@/components/ui/spinner';
import { StatusView } from '@/components/screen/status-view';
import { formatOrderDate } from '../lib/format';
import { useOwnOrder } from '../lib/use-own-order';
import { OrdersError } from './dashboard-states';
import { OrderStatusBadge } from './order-status-badge';

/** The way back from an order's page. */
export function ReturnToDashboard({ variant = 'secondary' }: { variant?: 'primary' | 'secondary' }) {
  return (
    <ButtonLink to={paths.dashboard.href()} variant={variant} size="lg">
      Return to Dashboard
    </ButtonLink>
  );
}

/** Which order this page is about: product, number, date and status. */
export function OrderSummaryCard({ order, showName = true }: { order: CustomerOrder; showName?: boolean }) {
  return (
    <Card className="flex flex-col gap-3 p-5 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        {showName && <p className="text-lg text-gold-200">{order.productName}</p>}
        <p className="text-sm text-mist-muted">
          Order {order.orderNumber} · ordered on <time dateTime={order.createdAt}>{formatOrderDate(order.createdAt)}</time>
        </p>
      </div>
      <OrderStatusBadge status={order.status} className="self-start sm:self-auto" />
    </Card>
  );
}

/**
 * A page about one of the signed-in customer's orders (by the id or code in its path): loading, the
 * load error with a retry, "Reading Not Found" for an order that is not theirs, or the page itself.
 */
export function OwnOrderPage({ param, loginReason, children }: { param: string | undefined; loginReason: string; children: (order: CustomerOrder) => ReactNode }) {
  const own = useOwnOrder(param, loginReason);
  switch (own.state) {
    case 'loading':
      return <PageSpinner label="Loading your order..." />;
    case 'failed':
      return (
        <div className="px-4 py-16">
          <OrdersError onRetry={own.retry} retrying={false} />
        </div>
      );
    case 'missing':
      return (
        <StatusView
          title="Reading Not Found"
          message="We couldn't find your premium reading. Please check your link and try again."
          action={<ReturnToDashboard variant="primary" />}
        />
      );
    case 'found':
      return <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-14">{children(own.order)}</div>;
  }
}
