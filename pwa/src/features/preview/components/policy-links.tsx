import { Link } from 'react-router';
import { POLICY_LINKS } from '@/components/layout/nav-links';

/**
 * The first-reading page's own footer row: the policies right where the buying happens. The
 * disclaimer itself is in the site footer just below, so it is not repeated here.
 */
export function PolicyLinks() {
  return (
    <nav aria-label="Policies" className="border-t border-violet-400/15 pt-8 text-center text-sm text-mist-muted">
      <ul className="flex flex-wrap justify-center gap-x-6 gap-y-1">
        {POLICY_LINKS.map((link) => (
          <li key={link.label}>
            <Link to={link.to} className="inline-block py-1.5 underline-offset-4 hover:text-gold-200 hover:underline">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
