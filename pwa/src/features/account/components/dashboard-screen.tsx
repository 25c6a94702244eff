import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import type { CustomerOrder } from '@shared/schemas/order';
import { useSignedIn } from '@/features/auth';
import { Tabs } from '@/components/ui/tabs';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useMediaQuery } from '@/lib/use-media-query';
import { useAccountOutbox, useOnReceived, waitingLabel } from '@/features/questionnaires';
import { NotifyMeCard, usePushOptIn } from '@/features/notifications';
import { accountKeys, DashboardSkeleton, OrdersError, useCustomerOrders } from '@/features/orders';
import { DASHBOARD_TABS, groupOrders, type DashboardGroups, type DashboardTab } from '../lib/dashboard-tabs';
import { useDashboardTab } from '../lib/use-dashboard-tab';
import { DashboardHeader } from './dashboard-header';
import { DashboardSummary } from './dashboard-summary';
import { ExplorePanel } from './explore-panel';
import { OrdersPanel } from './orders-panel';
import { StatusDialog } from './status-dialog';
import { TabLabel } from './tab-label';

function tabItems(groups: DashboardGroups) {
  return DASHBOARD_TABS.map(({ value, label }) => ({
    value,
    label:
      value === 'explore' ? (
        <TabLabel label={label} />
      ) : (
        <TabLabel label={label} count={groups.counts[value]} attention={value === 'needs-info' && groups.counts[value] > 0} />
      ),
  }));
}

/** What this device knows that the server does not yet: answers waiting to send, and an offline copy. */
function DeviceNotes({ offline, waiting }: { offline: boolean; waiting: number }) {
  if (!offline && waiting === 0) return null;
  return (
    <div role="status" className="mb-6 rounded-[var(--radius-card)] border border-gold-300/30 bg-gold-300/10 px-4 py-3 text-sm text-gold-200">
      {offline && <p>You are offline: these are your orders as this device last saw them.</p>}
      {waiting > 0 && <p>{waitingLabel(waiting)}. They are saved on this device and will be sent when you are back online.</p>}
    </div>
  );
}

/** The signed-in customer's home: their orders by tab, the status of each, and what to do next. */
function Dashboard({ userId, name, offline }: { userId: number; name: string; offline: boolean }) {
  const orders = useCustomerOrders(userId);
  const queryClient = useQueryClient();
  const outbox = useAccountOutbox();
  const submissionOf = useCallback((order: CustomerOrder) => outbox.stateOf([String(order.id), order.requestCode]), [outbox]);
  // Answers just reached the server (this tab, another, or the service worker): the orders now say In Progress.
  useOnReceived(outbox.received, () => void queryClient.invalidateQueries({ queryKey: accountKeys.orders(userId) }));
  const groups = useMemo(() => (orders.data ? groupOrders(orders.data) : undefined), [orders.data]);
  const [tab, setTab] = useDashboardTab(groups);
  const [statusOf, setStatusOf] = useState<CustomerOrder>();
  const wide = useMediaQuery('(min-width: 64rem)');
  const pushOptIn = usePushOptIn();

  let body;
  if (orders.isPending) body = <DashboardSkeleton />;
  else if (orders.isError || !groups) body = <OrdersError onRetry={() => void orders.refetch()} retrying={orders.isFetching} />;
  else {
    const title = DASHBOARD_TABS.find((item) => item.value === tab)!.label;
    body = (
      <div className="lg:grid lg:grid-cols-[17rem_minmax(0,1fr)] lg:grid-rows-[auto_1fr] lg:gap-x-10 lg:gap-y-6">
        <Tabs
          value={tab}
          onValueChange={(next: DashboardTab) => setTab(next)}
          items={tabItems(groups)}
          label="Your orders"
          variant="tiles"
          orientation={wide ? 'vertical' : 'horizontal'}
          // The tabs are a column beside the panel on a wide screen, tiles above it on a phone.
          className="contents"
          listClassName="mb-8 content-start lg:mb-0 lg:self-start [&>*:last-child]:col-span-2 lg:[&>*:last-child]:col-span-1"
          panelClassName="lg:col-start-2 lg:row-span-2 lg:row-start-1"
        >
          {tab === 'explore' ? (
            <ExplorePanel />
          ) : (
            <OrdersPanel tab={tab} title={title} groups={groups} onSelectTab={setTab} onShowStatus={setStatusOf} submissionOf={submissionOf} />
          )}
        </Tabs>
        <div className="mt-12 lg:col-start-1 lg:row-start-2 lg:mt-0 lg:self-start">
          <DashboardSummary orders={orders.data} userId={userId} offline={offline} />
        </div>
        <StatusDialog order={statusOf} onClose={() => setStatusOf(undefined)} />
      </div>
    );
  }

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <DashboardHeader name={name} />
      <DeviceNotes offline={offline} waiting={outbox.waiting} />
      {/*
        Web push, asked only when the customer clicks it. A wide screen has room for it above the orders;
        on a phone it would push them below the fold, so it follows them there. The opt-in is held here,
        so a turn-on at work and its outcome stay as the card moves (a tablet turned).
      */}
      {wide && <NotifyMeCard optIn={pushOptIn} className="mb-8" />}
      {body}
      {!wide && <NotifyMeCard optIn={pushOptIn} className="mt-12" />}
    </div>
  );
}

/** `/dashboard[?tab=...]`: only for a signed-in customer; anyone else is sent to log in. */
export function DashboardScreen() {
  useDocumentTitle('My Dashboard');
  const signedIn = useSignedIn('Please log in to view your dashboard');
  if (signedIn.state === 'signed-in') {
    const { id, name, username } = signedIn.user;
    return <Dashboard userId={id} name={name.trim() || username} offline={signedIn.offline === true} />;
  }
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      {signedIn.state === 'failed' ? <OrdersError onRetry={signedIn.retry} retrying={false} /> : <DashboardSkeleton />}
    </div>
  );
}
