import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@shared/api/endpoints';
import type { UpsellState } from '@shared/schemas/payment';
import { request } from '@/lib/api-client';
import { hasErrorCode } from '@/lib/error-messages';
import { retryUnlessAnswered } from '@/lib/query-client';
import { afterPaymentKeys } from './after-payment-keys';

/**
 * `GET /api/upsells/:code`: the one-time offer as the server sees it, with the same rule as answering
 * it (the paying browser's cookie or the signed-in owner): 404 for an unknown code, 409
 * payment_required, 403 offer_not_yours.
 */
export function getUpsellState(code: string, signal?: AbortSignal): Promise<UpsellState> {
  return request(endpoints.upsells.state, { params: { code }, signal });
}

/**
 * The payment page moves here 2 s after the provider said yes, while its own check with the server
 * (which marks the order paid and gives this browser its cookie) may still be on its way: those two
 * refusals are asked again, a little later, before the page believes them.
 */
const RACING_PAYMENT = ['payment_required', 'offer_not_yours'] as const;
const RETRIES = 2;

export function upsellStateQueryOptions(code: string) {
  return queryOptions({
    queryKey: afterPaymentKeys.upsellState(code),
    queryFn: ({ signal }) => getUpsellState(code, signal),
    // Always the server's word now: the page decides what to show from it, and answering changes it.
    staleTime: 0,
    gcTime: 0,
    retry: (failures, error) => (hasErrorCode(error, ...RACING_PAYMENT) ? failures < RETRIES : retryUnlessAnswered(failures, error)),
    retryDelay: 1000,
  });
}

export function useUpsellState(code: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...upsellStateQueryOptions(code), enabled });
}
