import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { isStaffRole } from '@shared/schemas/auth';
import { paths } from '@/config/paths';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import { useMe } from '../api/get-me';
import type { LoginLocationState } from './login-screen';

/**
 * Staff pages: anyone who is not signed in as staff goes to /login (and comes back after signing in).
 * A signed-in customer is told there why the page did not open. The API enforces the same rule; this
 * only spares people a screen of errors.
 */
export function RequireStaff({ children }: { children: ReactNode }) {
  const me = useMe();
  const location = useLocation();

  if (me.isPending) return <Spinner label="Checking your access..." />;

  // Offline or a server fault: we do not know who this is, and sending a staff member to the login
  // form would be wrong too. Say so and let them try again.
  if (me.isError) {
    return (
      <div className="mx-auto flex max-w-md flex-col items-stretch gap-4 px-4 py-16">
        <Notice tone="danger" title="We could not check your access">
          <p>Please check your connection and try again.</p>
        </Notice>
        <Button onClick={() => void me.refetch()} disabled={me.isFetching}>
          {me.isFetching ? 'Checking...' : 'Try Again'}
        </Button>
      </div>
    );
  }

  if (!me.data || !isStaffRole(me.data.role)) {
    const state: LoginLocationState = { staffOnly: Boolean(me.data) };
    return <Navigate to={paths.login.href(`${location.pathname}${location.search}`)} state={state} replace />;
  }
  return children;
}
