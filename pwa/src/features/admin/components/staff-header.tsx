import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { StarMark } from '@/components/layout/star-mark';
import { useLogout, useMe } from '@/features/auth';
import { Button } from '@/components/ui/button';
import { AdminNav } from './admin-nav';

/**
 * The staff bar. From 1024 px one row: brand, tools, who is signed in and Logout. Below, the tools drop
 * to a second row that scrolls sideways if it must (never the page), and the brand shrinks to its
 * mark and "Staff" so the e-mail and Logout keep their room on a 390 px phone.
 */
export function StaffHeader() {
  // Staff sign in again from the login page; the shop's home has nothing for them.
  const logout = useLogout({ to: paths.login.href() });
  return (
    <header className="sticky top-0 z-50 border-b border-gold-400/25 bg-night-950/95 backdrop-blur-md">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 px-3 sm:px-6 lg:flex-nowrap lg:gap-x-6">
        <Link to={paths.admin.href()} className="flex shrink-0 items-center gap-1.5 rounded-md py-2.5 font-serif text-lg font-semibold text-gold-300">
          <StarMark className="size-5" />
          <span className="max-sm:sr-only">SoulSketch</span>
          <span className="font-sans text-xs font-semibold tracking-widest text-mist-muted uppercase">Staff</span>
        </Link>
        {/* On a phone the row runs edge to edge (its links still line up with the page): every tool fits at 390 px. */}
        <AdminNav className="order-last basis-full border-t border-violet-400/15 max-sm:-mx-3 max-sm:basis-[calc(100%+1.5rem)] max-sm:px-1.5 lg:order-none lg:basis-auto lg:border-t-0" />
        <StaffAccount onLogout={logout} />
      </div>
    </header>
  );
}

/** Who is signed in (name when the account has one, always the e-mail) and Logout. */
function StaffAccount({ onLogout }: { onLogout: () => void }) {
  const me = useMe();
  const user = me.data;
  return (
    <div className="ml-auto flex min-w-0 items-center gap-2 py-2">
      {user && (
        <p className="min-w-0 text-right text-xs leading-tight">
          <span className="sr-only">Signed in as </span>
          {user.name && <span className="block truncate font-semibold text-mist max-sm:hidden">{user.name}</span>}
          <span className="block truncate text-mist-muted" title={user.username}>
            {user.username}
          </span>
        </p>
      )}
      <Button variant="secondary" size="sm" className="shrink-0 py-1" onClick={onLogout}>
        Logout
      </Button>
    </div>
  );
}
