import type { CustomerOrder } from '@shared/schemas/order';
import type { SubmissionState } from '@/features/questionnaires';
import type { DashboardGroups, OrdersTab } from '../lib/dashboard-tabs';
import { EmptyState } from './empty-state';
import { OrderCard } from './order-card';

const LEADS: Record<OrdersTab, string> = {
  ready: 'Your finished readings, ready whenever you are.',
  'in-progress': 'Our advisors are preparing these for you.',
  'needs-info': 'A few answers from you, and our advisors can begin.',
  'needs-payment': 'Complete your payment to start these readings.',
};

/** Where each order's answers given on this device stand. */
export type SubmissionOf = (order: CustomerOrder) => SubmissionState;

function OrderGrid({ orders, onShowStatus, submissionOf }: { orders: CustomerOrder[]; onShowStatus: (order: CustomerOrder) => void; submissionOf?: SubmissionOf }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {orders.map((order) => (
        <li key={order.id}>
          <OrderCard order={order} onShowStatus={onShowStatus} submission={submissionOf?.(order)} />
        </li>
      ))}
    </ul>
  );
}

/** One tab of orders: a short lead and the cards, or the tab's empty state. Refunded orders close the list. */
export function OrdersPanel({
  tab,
  title,
  groups,
  onSelectTab,
  onShowStatus,
  submissionOf,
}: {
  tab: OrdersTab;
  title: string;
  groups: DashboardGroups;
  onSelectTab: (tab: OrdersTab) => void;
  onShowStatus: (order: CustomerOrder) => void;
  submissionOf?: SubmissionOf;
}) {
  const orders = groups.orders[tab];
  const open = orders.filter((order) => order.status !== 'refunded');
  const refunded = orders.filter((order) => order.status === 'refunded');
  return (
    <section aria-labelledby="dashboard-panel-title">
      <header className="mb-5">
        <h2 id="dashboard-panel-title" className="text-2xl text-gold-300 sm:text-3xl">
          {title}
        </h2>
        {open.length > 0 && <p className="mt-1 text-mist-muted">{LEADS[tab]}</p>}
      </header>
      {open.length > 0 ? <OrderGrid orders={open} onShowStatus={onShowStatus} submissionOf={submissionOf} /> : <EmptyState tab={tab} groups={groups} onSelectTab={onSelectTab} />}
      {refunded.length > 0 && (
        <section aria-labelledby="dashboard-refunded-title" className="mt-10">
          <h3 id="dashboard-refunded-title" className="mb-4 text-xl text-mist-muted">
            Refunded
          </h3>
          <OrderGrid orders={refunded} onShowStatus={onShowStatus} />
        </section>
      )}
    </section>
  );
}
