export { useConfirmPayment } from './api/confirm-payment';
export { paymentConfigQueryOptions, usePaymentConfig } from './api/get-payment-config';
export { pricesQueryOptions, usePrices } from './api/get-prices';
export { LazyPaymentDialog } from './components/lazy-payment-dialog';
export type { PaymentDialogProps } from './components/payment-dialog';
