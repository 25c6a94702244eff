import { isStaffRole, type SessionUser } from '@shared/schemas/auth';
import { paths } from '@/app/paths';

/**
 * The `?next=` of the login page, when it is a path on this site; otherwise undefined. Anything else
 * would make the login page an open redirect: `//evil.example` and `/\evil.example` are other hosts to
 * a browser, and `https:`/`javascript:` URLs are not paths at all.
 */
export function safeNextPath(raw: string | null | undefined): string | undefined {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return undefined;
  // Control characters (tabs, newlines) are dropped by URL parsers and could hide a `//` prefix.
  if ([...raw].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) return undefined;
  const base = 'https://soulsketch.invalid';
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    return undefined;
  }
  if (url.origin !== base) return undefined;
  // Going "next" to the login page again would only show the same screen.
  if (url.pathname === paths.login.pattern) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Where a signed-in person starts: staff at the reading queue, customers at their dashboard. */
export function homeFor(user: Pick<SessionUser, 'role'>): string {
  return isStaffRole(user.role) ? paths.admin.href() : paths.dashboard.href();
}

/** After a login: the page that sent the visitor here, else the person's own start page. */
export function afterLoginPath(next: string | null | undefined, user: Pick<SessionUser, 'role'>): string {
  return safeNextPath(next) ?? homeFor(user);
}
