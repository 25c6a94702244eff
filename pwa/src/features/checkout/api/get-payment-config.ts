import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@shared/api/endpoints';
import type { PaymentConfig } from '@shared/schemas/payment';
import { request } from '@/lib/api-client';
import { checkoutKeys } from './checkout-keys';

/** `GET /api/stripe/config`: the provider mode and the publishable key. */
export function getPaymentConfig(signal?: AbortSignal): Promise<PaymentConfig> {
  return request(endpoints.payments.config, { signal });
}

export function paymentConfigQueryOptions() {
  return queryOptions({
    queryKey: checkoutKeys.config(),
    queryFn: ({ signal }) => getPaymentConfig(signal),
    // The mode only changes with a server restart: one read per visit is enough.
    staleTime: Infinity,
  });
}

export function usePaymentConfig(enabled = true) {
  return useQuery({ ...paymentConfigQueryOptions(), enabled });
}
