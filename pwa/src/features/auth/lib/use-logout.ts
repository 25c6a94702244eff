import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { toast } from '@/components/ui/toast';
import { clearStoredSession, noteSigningOut } from '@/lib/stored-user';
import { authKeys } from '../api/auth-keys';

/**
 * Logout: the server ends the session, the stored user goes with what the account left on this device
 * (lib/stored-user.ts), "Logged out successfully", then home (the site header, on the dashboard too) or
 * `to` (the staff pages send people to the login page). The query cache is emptied too, so the next
 * person on a shared phone sees none of the account's data.
 *
 * The local sign-out does not wait for the server: the page changes at once, and a failed call (offline)
 * still signs the browser out as far as it can. The API code is imported on demand, keeping it out of
 * the landing page's first load (the header is on every page).
 */
export function useLogout({ to = paths.home.href() }: { to?: string } = {}): () => void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(() => {
    const serverLogout = import('../api/logout').then(({ logout }) => logout());
    noteSigningOut();
    // The stored user goes, and with it what the account left on this device for offline use.
    clearStoredSession();
    queryClient.clear();
    // Screens asking "who am I" from now on (the login page, a staff guard) read "nobody" from the
    // cache instead of asking a server that may not have ended the session yet.
    queryClient.setQueryData(authKeys.me(), null);
    void navigate(to);
    toast({ title: 'Logged out successfully', variant: 'success' });
    // Once the server has answered, ask again: if the logout failed, the session is still alive and
    // the screens should say so rather than pretend.
    void serverLogout
      .catch((error: unknown) => console.warn('The server did not confirm the logout', error))
      .finally(() => void queryClient.invalidateQueries({ queryKey: authKeys.me() }));
  }, [navigate, queryClient, to]);
}
