import { Link } from 'react-router';
import { Dialog } from '@/components/ui/dialog';
import type { StoredUser } from '@/lib/stored-user';
import { AccountActions } from './account-actions';
import { NAV_LINKS } from '@/components/layout/nav-links';

export interface MobileMenuDrawerProps {
  user: StoredUser | undefined;
  onLogout: () => void;
  open: boolean;
  /** `keepFocus`: a chosen in-page link moved focus to its section; do not pull it back to the button. */
  onClose: (keepFocus: boolean) => void;
}

/**
 * The drawer of the mobile menu (Radix Dialog: focus trapped inside, Escape closes). Loaded when the
 * menu is first opened, so its code is not part of the landing page's first load.
 */
export default function MobileMenuDrawer({ user, onLogout, open, onClose }: MobileMenuDrawerProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose(false)}
      placement="end"
      title="Menu"
      // Focus goes back to the menu button (MobileMenu), or stays where an in-page link put it.
      onCloseAutoFocus={(event) => event.preventDefault()}
    >
      <nav aria-label="Main" className="mt-8">
        <ul className="-mx-3 flex flex-col gap-1">
          {NAV_LINKS.map((link) => (
            <li key={link.label}>
              <Link
                to={link.to}
                onClick={() => onClose(link.to.includes('#'))}
                className="block rounded-[var(--radius-control)] px-3 py-3 text-lg text-mist transition-colors hover:bg-white/10 hover:text-gold-200"
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-6 border-t border-violet-400/20 pt-6">
        <AccountActions user={user} onLogout={onLogout} onChoose={() => onClose(false)} layout="stacked" />
      </div>
    </Dialog>
  );
}
