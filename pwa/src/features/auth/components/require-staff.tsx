import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { isStaffRole } from '@shared/schemas/auth';
import { paths } from '@/app/paths';
import { Spinner } from '@/components/ui/spinner';
import { useMe } from '../api/get-me';

/**
 * Staff pages: anyone who is not signed in as staff goes to /login (and comes back after signing in).
 * The API enforces the same rule; this only spares people a screen of errors.
 */
export function RequireStaff({ children }: { children: ReactNode }) {
  const me = useMe();
  const location = useLocation();
  if (me.isPending) return <Spinner label="Checking your access..." />;
  if (me.isError && !(me.data === null)) {
    return <Spinner label="We could not check your access. Please check your connection." />;
  }
  if (!me.data || !isStaffRole(me.data.role)) {
    return <Navigate to={paths.login.href(`${location.pathname}${location.search}`)} replace />;
  }
  return children;
}
