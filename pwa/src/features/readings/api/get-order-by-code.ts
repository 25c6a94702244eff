import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@shared/api/endpoints';
import type { OrderWithReading } from '@shared/schemas/order';
import { request } from '@/lib/api-client';
import { readingKeys } from './reading-keys';

/** `GET /api/orders/by-code/:code`: the order and its free reading (the order page). */
export function getOrderByCode(code: string, signal?: AbortSignal): Promise<OrderWithReading> {
  return request(endpoints.orders.byCode, { params: { code }, signal });
}

export function orderWithReadingQueryOptions(code: string) {
  return queryOptions({
    queryKey: readingKeys.orderWithReading(code),
    queryFn: ({ signal }) => getOrderByCode(code, signal),
  });
}

export function useOrderByCode(code: string | undefined) {
  return useQuery({ ...orderWithReadingQueryOptions(code ?? ''), enabled: Boolean(code) });
}
