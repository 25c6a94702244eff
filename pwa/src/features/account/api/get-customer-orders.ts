import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@shared/api/endpoints';
import type { CustomerOrder } from '@shared/schemas/order';
import { request } from '@/lib/api-client';
import { accountKeys } from './account-keys';

/** `GET /api/users/:userId/orders`: the signed-in customer's orders, newest first. */
export function getCustomerOrders(userId: number, signal?: AbortSignal): Promise<CustomerOrder[]> {
  return request(endpoints.users.orders, { params: { userId: String(userId) }, signal });
}

export function customerOrdersQueryOptions(userId: number) {
  return queryOptions({
    queryKey: accountKeys.orders(userId),
    queryFn: ({ signal }) => getCustomerOrders(userId, signal),
    // Statuses change while the customer is away (staff complete readings): refresh on each visit.
    staleTime: 0,
  });
}

export function useCustomerOrders(userId: number | undefined) {
  return useQuery({ ...customerOrdersQueryOptions(userId ?? 0), enabled: userId !== undefined });
}
