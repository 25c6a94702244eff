import type { AdminTab } from '@shared/schemas/admin';

/** The list parameters a readings page is cached under (the URL's tab, search and page). */
export interface AdminReadingsParams {
  tab: AdminTab;
  search: string;
  page: number;
}

/**
 * Query keys of the admin feature, from one factory, so no key is typed twice. Saving a reading invalidates
 * `readings()`, which covers every tab, search and page at once.
 */
export const adminKeys = {
  all: ['admin'] as const,
  readings: () => [...adminKeys.all, 'readings'] as const,
  readingsPage: (params: AdminReadingsParams) => [...adminKeys.readings(), params] as const,
  products: () => [...adminKeys.all, 'products'] as const,
  usersTable: () => [...adminKeys.all, 'users-table'] as const,
};
