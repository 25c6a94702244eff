import type { QueryClient } from '@tanstack/react-query';
import type { LoginResponse } from '@shared/schemas/auth';
import { writeStoredReadings, writeStoredUser } from '@/lib/stored-user';
import { authKeys } from '../api/auth-keys';

/**
 * After a login: the browser keeps only id, username and name (DECISIONS.md "Identity"; the role stays
 * in the query cache, which is never written to storage), the readings list for the dashboards, and
 * the `me` answer so that guards decide at once instead of asking the server again.
 */
export function rememberSession(queryClient: QueryClient, { user, readings }: LoginResponse): void {
  writeStoredUser({ id: user.id, username: user.username, name: user.name });
  writeStoredReadings(readings);
  queryClient.setQueryData(authKeys.me(), user);
}
