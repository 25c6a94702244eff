import { lazy, Suspense } from 'react';
import { paths } from '@/config/paths';
import { Button, ButtonLink } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import type { StoredUser } from '@/lib/stored-user';

// Asks the server for the role, so it is loaded only once someone is signed in (never on a first visit).
const StaffLink = lazy(() => import('@/features/auth/components/staff-link'));

interface AccountActionsProps {
  user: StoredUser | undefined;
  onLogout: () => void;
  /** Called after any choice (the drawer closes itself with it). */
  onChoose?: () => void;
  /** 'bar': side by side in the top bar; 'stacked': full width in the drawer. */
  layout?: 'bar' | 'stacked';
}

/** Login when signed out; My Dashboard and Logout when a stored user exists, and Admin for staff. */
export function AccountActions({ user, onLogout, onChoose, layout = 'bar' }: AccountActionsProps) {
  const stacked = layout === 'stacked';
  const size = stacked ? 'md' : 'sm';
  const width = stacked ? 'w-full' : undefined;
  if (!user) {
    return (
      <ButtonLink to={paths.login.href()} onClick={onChoose} variant="secondary" size={size} className={width}>
        Login
      </ButtonLink>
    );
  }
  return (
    <div className={cn('flex gap-2', stacked ? 'flex-col' : 'items-center')}>
      <Suspense fallback={null}>
        <StaffLink size={size} className={width} onClick={onChoose} />
      </Suspense>
      <ButtonLink to={paths.dashboard.href()} onClick={onChoose} size={size} className={width}>
        My Dashboard
      </ButtonLink>
      <Button
        variant={stacked ? 'secondary' : 'ghost'}
        size={size}
        className={width}
        onClick={() => {
          onChoose?.();
          onLogout();
        }}
      >
        Logout
      </Button>
    </div>
  );
}
