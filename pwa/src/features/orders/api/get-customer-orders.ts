import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@shared/api/endpoints';
import type { CustomerOrder } from '@shared/schemas/order';
import { request } from '@/lib/api-client';
import { accountKeys } from './account-keys';
import { lastCopyPersister } from '@/lib/device/last-copy';

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
    // Offline, the installed app shows the last copy; so the query runs even when the
    // browser says offline, and falls back to the copy when the server cannot be reached.
    networkMode: 'always',
    persister: lastCopyPersister<CustomerOrder[], ReturnType<typeof accountKeys.orders>>(String(userId)),
  });
}

export function useCustomerOrders(userId: number | undefined) {
  return useQuery({ ...customerOrdersQueryOptions(userId ?? 0), enabled: userId !== undefined });
}
