import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { SessionUser } from '@shared/schemas/auth';
import { paths } from '@/config/paths';
import { toast } from '@/components/ui/toast';
import { useMe } from '../api/get-me';
import { ApiError } from '@/lib/api-error';
import { clearStoredSession, isSigningOut, useStoredUser, type StoredUser } from '@/lib/stored-user';

export type SignedIn =
  | { state: 'checking' }
  /** `offline`: the server could not be asked, and the browser's copy of the user stands in. */
  | { state: 'signed-in'; user: Pick<SessionUser, 'id' | 'username' | 'name'>; offline?: boolean }
  /** Nobody is signed in: the visitor is on the way to the login page. */
  | { state: 'signed-out' }
  /** The server could not be asked (offline, a hiccup): the screen offers a retry. */
  | { state: 'failed'; retry: () => void };

/** The server could not be asked: offline (the query waits for a network) or no answer, or a failing one. */
function unreachable(me: { fetchStatus: string; failureReason: unknown; data: unknown }): boolean {
  if (me.data !== undefined) return false;
  return me.fetchStatus === 'paused' || (me.failureReason instanceof ApiError && me.failureReason.isUnreachable);
}

function asSessionUser(user: StoredUser | undefined): Pick<SessionUser, 'id' | 'username' | 'name'> | undefined {
  const id = Number(user?.id);
  return user && Number.isInteger(id) ? { id, username: user.username, name: user.name } : undefined;
}

/**
 * The customer's screens need a session. The server's answer decides, not the
 * browser's copy: without a session the visitor is told why, and sent to log in and come back here.
 */
export function useSignedIn(loginReason: string, { required = true }: { required?: boolean } = {}): SignedIn {
  const me = useMe();
  const stored = useStoredUser();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const signedOut = me.data === null;

  useEffect(() => {
    if (!signedOut) return;
    // The session ended (expired, or logged out elsewhere): the header should stop saying otherwise,
    // and what the account left on this device goes, as at a sign-out.
    clearStoredSession();
    // `required: false`: a page that also serves visitors (a request code is their key) stays put.
    // Nor does a page the customer is leaving by logging out (use-logout.ts takes them on).
    if (!required || isSigningOut()) return;
    toast({ title: 'You need to log in', description: loginReason, variant: 'destructive' });
    void navigate(paths.login.href(`${pathname}${search}`), { replace: true });
  }, [signedOut, required, loginReason, navigate, pathname, search]);

  if (me.data) return { state: 'signed-in', user: me.data };
  if (signedOut) return { state: 'signed-out' };
  // An installed app opened offline: the last signed-in customer's screens open from their last copy.
  // The server still decides everything that matters; this only lets the device show what it kept.
  const offline = unreachable(me);
  const offlineUser = offline ? asSessionUser(stored) : undefined;
  if (offlineUser) return { state: 'signed-in', user: offlineUser, offline: true };
  // Offline, the check waits for the network rather than failing: the screen says so meanwhile, and
  // comes back by itself when the check is answered.
  if (offline || me.isError) return { state: 'failed', retry: () => void me.refetch() };
  return { state: 'checking' };
}
