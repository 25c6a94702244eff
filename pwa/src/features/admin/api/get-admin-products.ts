import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@shared/api/endpoints';
import type { AdminProduct } from '@shared/schemas/admin';
import { request } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

/** `GET /api/admin/products`: every product, active or not, with the fields staff can edit. */
export function getAdminProducts(signal?: AbortSignal): Promise<AdminProduct[]> {
  return request(endpoints.admin.products, { signal });
}

export function adminProductsQueryOptions() {
  return queryOptions({ queryKey: adminKeys.products(), queryFn: ({ signal }) => getAdminProducts(signal) });
}

export function useAdminProducts() {
  return useQuery(adminProductsQueryOptions());
}
