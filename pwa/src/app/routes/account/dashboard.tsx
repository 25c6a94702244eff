import { DashboardScreen } from '@/features/account/components/dashboard-screen';

/** `/dashboard[?tab=ready|in-progress|needs-info|needs-payment|explore]` (`/new-dashboard` redirects here). */
export default function DashboardRoute() {
  return <DashboardScreen />;
}
