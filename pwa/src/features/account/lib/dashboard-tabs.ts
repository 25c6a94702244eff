import type { OrderStatus } from '@shared/domain/order-lifecycle';
import type { CustomerOrder } from '@shared/schemas/order';

/** The dashboard's tabs, in display order; the value is what `?tab=` carries. */
export const DASHBOARD_TABS = [
  { value: 'ready', label: 'Ready to View' },
  { value: 'in-progress', label: 'In Progress' },
  { value: 'needs-info', label: 'Needs Your Input' },
  { value: 'needs-payment', label: 'Payment Needed' },
  { value: 'explore', label: 'Explore Readings' },
] as const;

export type DashboardTab = (typeof DASHBOARD_TABS)[number]['value'];
export type OrdersTab = Exclude<DashboardTab, 'explore'>;

/** Which tab lists an order of each status. A refunded order is closed: it sits with the finished ones. */
const TAB_OF_STATUS: Record<OrderStatus, OrdersTab> = {
  completed: 'ready',
  refunded: 'ready',
  in_progress: 'in-progress',
  needs_input: 'needs-info',
  payment_needed: 'needs-payment',
};

export interface DashboardGroups {
  orders: Record<OrdersTab, CustomerOrder[]>;
  /** What each tab's badge shows: the orders waiting there (refunded ones are not "ready to view"). */
  counts: Record<OrdersTab, number>;
  total: number;
}

export function groupOrders(orders: readonly CustomerOrder[]): DashboardGroups {
  const grouped: Record<OrdersTab, CustomerOrder[]> = { ready: [], 'in-progress': [], 'needs-info': [], 'needs-payment': [] };
  for (const order of orders) grouped[TAB_OF_STATUS[order.status]].push(order);
  // Finished readings first, refunded ones after them.
  grouped.ready.sort((a, b) => Number(a.status === 'refunded') - Number(b.status === 'refunded'));
  const counts = {
    ready: grouped.ready.filter((order) => order.status === 'completed').length,
    'in-progress': grouped['in-progress'].length,
    'needs-info': grouped['needs-info'].length,
    'needs-payment': grouped['needs-payment'].length,
  };
  return { orders: grouped, counts, total: orders.length };
}

/** The default tab: Needs Your Input when something waits for the customer, else Ready to View. */
export function defaultTab(counts: Record<OrdersTab, number>): OrdersTab {
  return counts['needs-info'] > 0 ? 'needs-info' : 'ready';
}

export function parseTab(raw: string | null): DashboardTab | undefined {
  return DASHBOARD_TABS.find((tab) => tab.value === raw)?.value;
}

/** Where an empty tab's call to action leads. */
export type EmptyStateAction = { kind: 'tab'; tab: OrdersTab } | { kind: 'products' };

export function emptyStateAction(tab: OrdersTab, groups: DashboardGroups): EmptyStateAction {
  const { counts, total } = groups;
  if (tab === 'ready') {
    if (counts['needs-info'] > 0) return { kind: 'tab', tab: 'needs-info' };
    if (counts['in-progress'] > 0) return { kind: 'tab', tab: 'in-progress' };
    return { kind: 'products' };
  }
  if (tab === 'in-progress') {
    // Lead to whatever moves an order along next, else to the finished ones.
    const next = (['needs-info', 'needs-payment', 'ready'] as const).find((other) => counts[other] > 0);
    return next ? { kind: 'tab', tab: next } : { kind: 'products' };
  }
  return total === 0 ? { kind: 'products' } : { kind: 'tab', tab: 'ready' };
}
