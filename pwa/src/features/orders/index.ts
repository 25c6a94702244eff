export { accountKeys } from './api/account-keys';
export { useCustomerOrders } from './api/get-customer-orders';
export { DashboardSkeleton, OrdersError } from './components/dashboard-states';
export { OrderStatusBadge } from './components/order-status-badge';
export { OrderSummaryCard, OwnOrderPage, ReturnToDashboard } from './components/own-order-page';
export { formatDayAndTime, formatOrderDate } from './lib/format';
export { useOwnOrder } from './lib/use-own-order';
