import { useEffect } from 'react';
import { useLocation } from 'react-router';
import type { SessionUser } from '@shared/schemas/auth';
import { paths } from '@/config/paths';
import { useLogout } from '../lib/use-logout';
import { Button, ButtonLink } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { writeStoredUser } from '@/lib/stored-user';
import { homeFor, safeNextPath } from '../lib/safe-next';

/**
 * The login page for someone whose session is still valid: say who, offer the way on and a way out
 * (to sign in as someone else). `staffOnly`: a staff page sent a signed-in customer here.
 */
export function SignedInPanel({ user, next, staffOnly }: { user: SessionUser; next: string | null; staffOnly: boolean }) {
  const location = useLocation();
  // Logging out here keeps the visitor on this page (with its ?next=), ready to sign in again.
  const logout = useLogout({ to: `${location.pathname}${location.search}` });
  const onward = staffOnly ? homeFor(user) : (safeNextPath(next) ?? homeFor(user));

  // The cookie is the truth: a browser that lost its copy (cleared storage, another tab) gets it back,
  // so the header shows My Dashboard and Logout again.
  useEffect(() => {
    writeStoredUser({ id: user.id, username: user.username, name: user.name });
  }, [user.id, user.username, user.name]);

  return (
    <div className="flex flex-col gap-5 text-center">
      <p className="text-lg text-mist">
        You are signed in as{' '}
        {/* Its own line on a phone: a long address wraps at its symbols, not mid-word. */}
        <strong className="block text-gold-300 [overflow-wrap:anywhere] sm:inline">{user.username}</strong>
      </p>
      {staffOnly && (
        <Notice tone="info" className="text-left text-sm">
          That page is for SoulSketch staff. Log out to sign in with a staff account.
        </Notice>
      )}
      <div className="flex flex-col gap-3">
        <ButtonLink to={onward} replace size="lg" className="w-full">
          {onward === paths.admin.href() ? 'Continue to Admin' : onward === paths.dashboard.href() ? 'Continue to My Dashboard' : 'Continue'}
        </ButtonLink>
        <Button variant="secondary" size="lg" className="w-full" onClick={logout}>
          Logout
        </Button>
      </div>
    </div>
  );
}
