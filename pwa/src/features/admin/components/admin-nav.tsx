import { NavLink } from 'react-router';
import { paths } from '@/app/paths';
import { cn } from '@/components/ui/cn';

const LINKS = [
  { to: paths.admin.href(), label: 'Readings', end: true },
  { to: paths.adminProducts.href(), label: 'Products', end: false },
  { to: paths.usersTable.href(), label: 'Users', end: false },
  { to: paths.exportData.href(), label: 'Export', end: false },
  { to: paths.testConfirm.href(), label: 'Test confirm', end: false },
] as const;

/**
 * The staff bar under the site header: the tools in one row (it scrolls sideways on a phone rather
 * than wrap into a second bar). NavLink marks the current page with aria-current.
 */
export function AdminNav() {
  return (
    <div className="sticky top-16 z-40 border-b border-gold-400/25 bg-night-950/95 backdrop-blur-md">
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-3 sm:px-6">
        <p className="shrink-0 py-2 font-serif text-sm font-semibold tracking-wide text-gold-300 sm:text-base">
          {/* On a phone the brand is already in the header above: the tools get the width. */}
          <span className="max-sm:sr-only">SoulSketch </span>Staff
        </p>
        <nav aria-label="Staff" className="-mr-3 min-w-0 flex-1 overflow-x-auto sm:mr-0">
          <ul className="flex items-center gap-0.5 py-1.5">
            {LINKS.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end={link.end}
                  className={({ isActive }) =>
                    cn(
                      'block rounded-md px-2 py-1.5 text-sm whitespace-nowrap transition-colors sm:px-2.5',
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
      </div>
    </div>
  );
}
