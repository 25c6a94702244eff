import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@shared/api/endpoints';
import type { UsersTableRow } from '@shared/schemas/admin';
import { request } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

/** `GET /api/admin/users-table`: one row per request with a customer e-mail. */
export function getUsersTable(signal?: AbortSignal): Promise<UsersTableRow[]> {
  return request(endpoints.admin.usersTable, { signal });
}

export function usersTableQueryOptions() {
  return queryOptions({ queryKey: adminKeys.usersTable(), queryFn: ({ signal }) => getUsersTable(signal), staleTime: 60_000 });
}

export function useUsersTable() {
  return useQuery(usersTableQueryOptions());
}
