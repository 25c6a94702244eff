import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@shared/api/endpoints';
import type { Order } from '@shared/schemas/order';
import { request } from '@/lib/api-client';
import { readingKeys } from './reading-keys';

/** `GET /api/orders/code/:code`: the order alone (the submission page's fallback). */
export function getOrder(code: string, signal?: AbortSignal): Promise<Order> {
  return request(endpoints.orders.code, { params: { code }, signal });
}

export function orderQueryOptions(code: string) {
  return queryOptions({
    queryKey: readingKeys.order(code),
    queryFn: ({ signal }) => getOrder(code, signal),
  });
}

export function useOrder(code: string | undefined, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...orderQueryOptions(code ?? ''), enabled: enabled && Boolean(code) });
}
