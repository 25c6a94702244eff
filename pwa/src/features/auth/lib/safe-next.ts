import { isStaffRole, type SessionUser } from '@shared/schemas/auth';
import { paths } from '@/config/paths';

/** A stand-in origin: only the path that resolves against it matters, never the host. */
const BASE = 'https://soulsketch.invalid';

/**
 * The `?next=` of the login page, when it is a path on this site; otherwise undefined. Anything else
 * would make the login page an open redirect: `//evil.example` and `/\evil.example` are other hosts to
 * a browser, and `https:`/`javascript:` URLs are not paths at all. The check runs on the normalised
 * path (dot segments resolved, backslashes made slashes, as a browser does), because `/.//evil.example`
 * and `/a/..//evil.example` only become `//evil.example` once resolved; the normalised path is what
 * the caller gets, so what was checked is what is followed.
 */
export function safeNextPath(raw: string | null | undefined): string | undefined {
  if (!raw || !raw.startsWith('/')) return undefined;
  // Control characters (tabs, newlines) are dropped by URL parsers and could hide a `//` prefix.
  if ([...raw].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) return undefined;
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return undefined;
  }
  if (url.origin !== BASE) return undefined;
  // A path that still starts with two slashes would name another host when followed.
  if (/^\/[/\\]/.test(url.pathname)) return undefined;
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
