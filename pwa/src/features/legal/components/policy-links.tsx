import { NavLink } from 'react-router';
import { POLICY_LINKS } from '@/components/layout/nav-links';
import { SupportEmailLink } from './support-email-link';

const linkClass = 'rounded px-1 py-1 underline-offset-4 hover:text-gold-300 hover:underline';

/** The policy pages' footer row: the three policies (the current one marked) and the contact address. */
export function PolicyLinks() {
  return (
    <nav aria-label="Policies" className="flex flex-col gap-4 text-sm sm:flex-row sm:items-center sm:justify-between">
      <ul className="flex flex-wrap gap-x-5 gap-y-2">
        {POLICY_LINKS.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              className={({ isActive }) => `${linkClass} ${isActive ? 'font-semibold text-gold-300' : 'text-mist'}`}
            >
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
      <p className="text-mist-muted">
        Questions?{' '}
        <SupportEmailLink className={`${linkClass} text-gold-200 underline`} />
      </p>
    </nav>
  );
}
