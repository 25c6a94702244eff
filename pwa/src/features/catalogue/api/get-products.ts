import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@shared/api/endpoints';
import type { Product } from '@shared/schemas/product';
import { request } from '@/lib/api-client';
import { catalogueKeys } from './catalogue-keys';

/** `GET /api/products`: every catalogue product on sale, with the server's prices. */
export function getProducts(signal?: AbortSignal): Promise<Product[]> {
  return request(endpoints.products.list, { signal });
}

/** Fresh for five minutes: staff change prices rarely, and the order itself is priced by the server. */
export function productsQueryOptions() {
  return queryOptions({ queryKey: catalogueKeys.products(), queryFn: ({ signal }) => getProducts(signal), staleTime: 5 * 60_000 });
}

export function useProducts({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...productsQueryOptions(), enabled });
}
