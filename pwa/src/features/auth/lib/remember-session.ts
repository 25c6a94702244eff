import type { QueryClient } from '@tanstack/react-query';
import type { LoginResponse } from '@shared/schemas/auth';
import { writeStoredUser } from '@/lib/stored-user';
import { authKeys } from '../api/auth-keys';

/**
 * After a login, or a password chosen from a mailed link (both sign in): the browser keeps only id,
 * username and name (the role stays in the query cache, which is never written to storage; request
 * codes are never stored), and the `me` answer, so that guards decide at once instead of asking the
 * server again.
 */
export function rememberSession(queryClient: QueryClient, { user }: Pick<LoginResponse, 'user'>): void {
  writeStoredUser({ id: user.id, username: user.username, name: user.name });
  queryClient.setQueryData(authKeys.me(), user);
}
