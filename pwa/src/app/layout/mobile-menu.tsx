import { lazy, Suspense, useRef, useState } from 'react';
import { MenuIcon } from '@/components/ui/icon';
import type { StoredUser } from '@/lib/stored-user';

const MobileMenuDrawer = lazy(() => import('./mobile-menu-drawer'));

interface MobileMenuProps {
  user: StoredUser | undefined;
  onLogout: () => void;
}

/**
 * Below 1024 px the page links live in a drawer that slides in from the right. The button is here; the
 * drawer's code loads on the first tap. On close, focus returns to the button unless a chosen in-page
 * link (/#free-reading) has moved it to its section.
 */
export function MobileMenu({ user, onLogout }: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  const close = (keepFocus: boolean) => {
    setOpen(false);
    if (!keepFocus) requestAnimationFrame(() => button.current?.focus());
  };

  return (
    <>
      <button
        ref={button}
        type="button"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
        className="grid size-11 place-items-center rounded-[var(--radius-control)] text-mist transition-colors hover:bg-white/10 lg:hidden"
      >
        <MenuIcon className="size-6" />
      </button>
      {loaded && (
        <Suspense fallback={null}>
          <MobileMenuDrawer user={user} onLogout={onLogout} open={open} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
