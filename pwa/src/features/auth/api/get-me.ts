import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionUser } from '@shared/schemas/auth';
import { signedInAccount } from '@/lib/signed-in-account';
import { useStoredUser } from '@/lib/stored-user';
import { authKeys } from './auth-keys';

/** Who the session cookie belongs to; `null` when nobody is signed in. */
export function getMe(signal?: AbortSignal): Promise<SessionUser | null> {
  return signedInAccount(signal);
}

/**
 * Fresh for a minute: guards and the header ask on every screen, and login, logout and a password
 * change update the cached answer themselves, so a longer wait only matters when a session expires.
 */
export const meQueryOptions = () =>
  queryOptions({ queryKey: authKeys.me(), queryFn: ({ signal }) => getMe(signal), staleTime: 60_000 });

export function useMe() {
  return useQuery(meQueryOptions());
}

/**
 * Who is signed in, for a screen that also serves visitors: the server is asked only when this
 * browser's copy says someone is, so a visitor who is not signed in costs no request. Undefined until
 * the server has said (and for visitors).
 */
export function useSignedInUser(): SessionUser | undefined {
  const storedUser = useStoredUser();
  return useQuery({ ...meQueryOptions(), enabled: Boolean(storedUser) }).data ?? undefined;
}
