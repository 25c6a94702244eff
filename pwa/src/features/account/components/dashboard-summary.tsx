import { SUPPORT_PROMISE } from '@shared/domain/delivery';
import type { CustomerOrder } from '@shared/schemas/order';
import { ClockIcon, MailIcon } from '@/components/ui/icons';
import { DailyHoroscopePanel } from '@/features/horoscope';
import { SupportEmailLink } from '@/features/legal';
import { formatDayAndTime } from '@/features/orders';

/** The soonest promise among the orders being prepared (not those still waiting for answers), if any. */
function nextDue(orders: readonly CustomerOrder[]): CustomerOrder | undefined {
  return orders.filter((order) => order.status === 'in_progress' && order.dueAt).sort((a, b) => Date.parse(a.dueAt!) - Date.parse(b.dueAt!))[0];
}

/**
 * Beside the tabs on a wide screen, under them on a phone: the next delivery, the daily horoscope and
 * how to reach us. `offline`: the dashboard shows this device's last copy, which cannot be changed.
 */
export function DashboardSummary({ orders, userId, offline }: { orders: readonly CustomerOrder[]; userId: number; offline: boolean }) {
  const next = nextDue(orders);
  return (
    <aside aria-label="Summary" className="flex flex-col gap-4">
      {next && (
        <div className="rounded-[var(--radius-card)] border border-gold-300/25 bg-night-800/60 p-5">
          <p className="flex items-center gap-2 text-sm font-semibold text-gold-300">
            <ClockIcon className="size-4" /> Next delivery
          </p>
          <p className="mt-2 text-mist">
            {next.productName} will be ready by{' '}
            <time dateTime={next.dueAt!} className="font-semibold text-gold-200">
              {formatDayAndTime(next.dueAt!)}
            </time>
            .
          </p>
        </div>
      )}
      <DailyHoroscopePanel userId={userId} offline={offline} />
      <div className="rounded-[var(--radius-card)] border border-violet-400/20 bg-night-800/60 p-5">
        <p className="flex items-center gap-2 text-sm font-semibold text-gold-300">
          <MailIcon className="size-4" /> Need help?
        </p>
        <p className="mt-2 text-sm text-mist-muted">
          Our support team replies {SUPPORT_PROMISE}:{' '}
          <SupportEmailLink className="font-semibold text-gold-300 underline underline-offset-2 hover:text-gold-200" />
        </p>
      </div>
    </aside>
  );
}
