import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { SessionUser } from '@shared/schemas/auth';
import { writeStoredUser } from '@/lib/stored-user';
import { meQueryOptions } from '../api/get-me';

/**
 * Who the server says this browser is signed in as, asked even when the browser keeps no copy of the
 * account (a page right after a payment, where the payer may have chosen a password in another tab or
 * signed in earlier): undefined until it has answered, null for nobody. The cookie is the truth, as on
 * the login page: a signed-in answer restores the browser's copy, so the header shows My Dashboard and
 * Logout; a signed-out one already clears it (lib/signed-in-account.ts). Nothing is guessed from the
 * payment: paying opens an account, not a session (the receipt's link proves the inbox).
 */
export function useSessionAccount(): SessionUser | null | undefined {
  // Asked again on arrival: a cached "nobody" from a minute ago is no answer about now.
  const { data: user, isError } = useQuery({ ...meQueryOptions(), refetchOnMount: 'always' });
  const id = user?.id;
  const username = user?.username;
  const name = user?.name;
  useEffect(() => {
    if (id !== undefined && username !== undefined) writeStoredUser({ id, username, name: name ?? '' });
  }, [id, username, name]);
  // Not reached (offline, a fault): the page offers the way in that works either way, the login.
  return isError ? null : user;
}
