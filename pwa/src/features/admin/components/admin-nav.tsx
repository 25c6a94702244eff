import { useEffect, useRef } from 'react';
import { NavLink, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { cn } from '@/components/ui/cn';

const LINKS = [
  { to: paths.admin.href(), label: 'Readings', end: true },
  { to: paths.adminProducts.href(), label: 'Products', end: false },
  { to: paths.usersTable.href(), label: 'Users', end: false },
  { to: paths.exportData.href(), label: 'Export', end: false },
  { to: paths.testConfirm.href(), label: 'Test confirm', end: false },
] as const;

/**
 * The staff tools in one row: it fits a 390 px phone, and on a narrower screen it scrolls sideways
 * inside itself (the current page's link brought into view) rather than wrap or widen the page.
 * NavLink marks the current page with aria-current.
 */
export function AdminNav({ className }: { className?: string }) {
  const nav = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  useEffect(() => {
    const box = nav.current;
    const current = box?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!box || !current) return;
    // Only the nav scrolls (scrollIntoView could move the page too).
    const left = current.offsetLeft;
    const right = left + current.offsetWidth;
    if (left < box.scrollLeft || right > box.scrollLeft + box.clientWidth) box.scrollLeft = right - box.clientWidth;
  }, [pathname]);

  return (
    <nav ref={nav} aria-label="Staff" className={cn('relative min-w-0 overflow-x-auto', className)}>
      <ul className="flex items-center py-1.5 sm:gap-0.5">
        {LINKS.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              end={link.end}
              className={({ isActive }) =>
                cn(
                  'block rounded-md px-1.5 py-1.5 text-sm whitespace-nowrap transition-colors sm:px-2.5',
                  isActive ? 'bg-gold-300/15 font-semibold text-gold-200 underline decoration-gold-300 underline-offset-4' : 'text-mist hover:bg-white/10',
                )
              }
            >
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
