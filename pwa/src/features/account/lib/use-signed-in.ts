import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { SessionUser } from '@shared/schemas/auth';
import { paths } from '@/app/paths';
import { toast } from '@/components/ui/toast';
import { useMe } from '@/features/auth/api/get-me';
import { clearStoredSession } from '@/lib/stored-user';

export type SignedIn =
  | { state: 'checking' }
  | { state: 'signed-in'; user: SessionUser }
  /** Nobody is signed in: the visitor is on the way to the login page. */
  | { state: 'signed-out' }
  /** The server could not be asked (offline, a hiccup): the screen offers a retry. */
  | { state: 'failed'; retry: () => void };

/**
 * The customer's screens need a session (accounts.md section 6). The server's answer decides, not the
 * browser's copy: without a session the visitor is told why, and sent to log in and come back here.
 */
export function useSignedIn(loginReason: string): SignedIn {
  const me = useMe();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const signedOut = me.data === null;

  useEffect(() => {
    if (!signedOut) return;
    // The session ended (expired, or logged out elsewhere): the header should stop saying otherwise.
    clearStoredSession();
    toast({ title: 'You need to log in', description: loginReason, variant: 'destructive' });
    void navigate(paths.login.href(`${pathname}${search}`), { replace: true });
  }, [signedOut, loginReason, navigate, pathname, search]);

  if (me.data) return { state: 'signed-in', user: me.data };
  if (signedOut) return { state: 'signed-out' };
  if (me.isError) return { state: 'failed', retry: () => void me.refetch() };
  return { state: 'checking' };
}
