import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@shared/api/endpoints';
import type { FunnelPrices } from '@shared/schemas/payment';
import { request } from '@/lib/api-client';
import { checkoutKeys } from './checkout-keys';

/**
 * `GET /api/prices`: the full reading's and the one-time offer's prices as staff set them in the
 * products table. The pages show these, never a constant; what an order is charged is still the
 * server's (its PaymentIntent's `totalPrice`).
 */
export function getPrices(signal?: AbortSignal): Promise<FunnelPrices> {
  return request(endpoints.payments.prices, { signal });
}

export function pricesQueryOptions() {
  return queryOptions({
    queryKey: checkoutKeys.prices(),
    queryFn: ({ signal }) => getPrices(signal),
    // Staff change prices rarely; a visit that spans a change still pays its order's own price.
    staleTime: 5 * 60 * 1000,
  });
}

export function usePrices() {
  return useQuery(pricesQueryOptions());
}
