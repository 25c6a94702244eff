import { NavLink } from 'react-router';
import { paths } from '@/app/paths';
import { SupportEmailLink } from './support-email-link';

const LINKS = [
  { to: paths.privacyPolicy.href(), label: 'Privacy Policy' },
  { to: paths.termsOfService.href(), label: 'Terms of Service' },
  { to: paths.disclaimer.href(), label: 'Disclaimer' },
];

const linkClass = 'rounded px-1 py-1 underline-offset-4 hover:text-gold-300 hover:underline';

/** The policy pages' footer row: the three policies (the current one marked) and the contact address. */
export function PolicyLinks() {
  return (
    <nav aria-label="Policies" className="flex flex-col gap-4 text-sm sm:flex-row sm:items-center sm:justify-between">
      <ul className="flex flex-wrap gap-x-5 gap-y-2">
        {LINKS.map((link) => (
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
