import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@shared/api/endpoints';
import type { AdminReadingsPage } from '@shared/schemas/admin';
import { request } from '@/lib/api-client';
import { adminKeys, type AdminReadingsParams } from './admin-keys';

/** Rows per page: dense enough for the queue, small enough to scan. */
export const ADMIN_PAGE_SIZE = 25;

/** `GET /api/admin/readings`: one page of readings for a tab and search (overdue ones first). */
export function getAdminReadings({ tab, search, page }: AdminReadingsParams, signal?: AbortSignal): Promise<AdminReadingsPage> {
  // An empty search is left out: the query string would otherwise carry `search=` (or "undefined").
  const query = search ? { tab, search, page, pageSize: ADMIN_PAGE_SIZE } : { tab, page, pageSize: ADMIN_PAGE_SIZE };
  return request(endpoints.admin.readings, { query, signal });
}

export function adminReadingsQueryOptions(params: AdminReadingsParams) {
  return queryOptions({
    queryKey: adminKeys.readingsPage(params),
    queryFn: ({ signal }) => getAdminReadings(params, signal),
    // The queue changes while staff work: never serve a five-minute-old list as fresh.
    staleTime: 30_000,
    // Paging, switching tab or typing keeps the last page on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });
}

export function useAdminReadings(params: AdminReadingsParams) {
  return useQuery(adminReadingsQueryOptions(params));
}
