import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@shared/api/endpoints';
import type { OrderPurchases } from '@shared/schemas/purchases';
import { request } from '@/lib/api-client';
import { afterPaymentKeys } from './after-payment-keys';

/**
 * `GET /api/orders/:code/purchases`: what the paid order bought, by the server's records (the page
 * never adds it up itself). 404 for an unknown code, 409 payment_required while unpaid.
 */
export function getPurchases(code: string, signal?: AbortSignal): Promise<OrderPurchases> {
  return request(endpoints.orders.purchases, { params: { code }, signal });
}

export function purchasesQueryOptions(code: string) {
  // Fresh on every visit: an offer accepted a moment ago must be on the list.
  return queryOptions({ queryKey: afterPaymentKeys.purchases(code), queryFn: ({ signal }) => getPurchases(code, signal), staleTime: 0 });
}

export function usePurchases(code: string | undefined) {
  return useQuery({ ...purchasesQueryOptions(code ?? ''), enabled: Boolean(code) });
}
