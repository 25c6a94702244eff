import { Link } from 'react-router';
import { useStoredUser } from '@/lib/stored-user';
import { AccountActions } from './account-actions';
import { BrandLink } from '@/components/layout/brand-link';
import { MobileMenu } from './mobile-menu';
import { NAV_LINKS } from '@/components/layout/nav-links';
import { useLogout } from '@/features/auth/lib/use-logout';

/**
 * The fixed top bar of every public page. From 1024 px the links sit in the bar; below, in MobileMenu:
 * five links, the brand and the account buttons do not fit on one line at 768 px.
 * It is 4rem tall: SiteFrame pads the page by that much and app.css sets the matching scroll-padding.
 */
export function SiteHeader() {
  const user = useStoredUser();
  const logout = useLogout();

  return (
    <header className="fixed inset-x-0 top-0 z-50 border-b border-violet-400/15 bg-night-950/90 backdrop-blur-md">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <BrandLink />
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {NAV_LINKS.map((link) => (
              <li key={link.label}>
                <Link
                  to={link.to}
                  className="rounded-[var(--radius-control)] px-3 py-2 text-mist transition-colors hover:bg-white/10 hover:text-gold-200"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="hidden lg:block">
          <AccountActions user={user} onLogout={logout} />
        </div>
        <MobileMenu user={user} onLogout={logout} />
      </div>
    </header>
  );
}
