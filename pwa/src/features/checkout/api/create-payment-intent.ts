import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@shared/api/endpoints';
import type { PaymentIntentCreated } from '@shared/schemas/payment';
import { request } from '@/lib/api-client';
import { checkoutKeys } from './checkout-keys';

/**
 * `POST /api/create-payment-intent/:code`: the server prices the order and answers its PaymentIntent
 * (409 "This order is already paid." once paid). No total is sent: the client never decides a price.
 */
export function createPaymentIntent(code: string, signal?: AbortSignal): Promise<PaymentIntentCreated> {
  return request(endpoints.payments.createIntent, { params: { code }, body: {}, signal });
}

/**
 * A query although it is a POST: the server makes one PaymentIntent per order and price (idempotent),
 * so it reads like data, and the dialog and the order summary share one request. Never kept after the
 * screen closes (`gcTime: 0`): coming back after paying must ask the server again, not reuse a secret.
 */
export function paymentIntentQueryOptions(code: string) {
  return queryOptions({
    queryKey: checkoutKeys.intent(code),
    queryFn: ({ signal }) => createPaymentIntent(code, signal),
    staleTime: Infinity,
    gcTime: 0,
  });
}

export function usePaymentIntent(code: string, enabled = true) {
  return useQuery({ ...paymentIntentQueryOptions(code), enabled: enabled && Boolean(code) });
}
