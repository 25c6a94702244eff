import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@shared/api/endpoints';
import type { Product } from '@shared/schemas/product';
import { request } from '@/lib/api-client';
import { catalogueKeys } from './catalogue-keys';

/** `GET /api/products/slug/:slug`: one product on sale (404 for an unknown or withdrawn one). */
export function getProduct(slug: string, signal?: AbortSignal): Promise<Product> {
  return request(endpoints.products.bySlug, { params: { slug }, signal });
}

export function productQueryOptions(slug: string) {
  return queryOptions({
    queryKey: catalogueKeys.product(slug),
    queryFn: ({ signal }) => getProduct(slug, signal),
    staleTime: 5 * 60_000,
  });
}

export function useProduct(slug: string) {
  return useQuery({ ...productQueryOptions(slug), enabled: Boolean(slug) });
}
