/** Providers where dots in the local part are ignored: `j.doe@` and `jdoe@` are one inbox. */
const DOTLESS_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/**
 * The inbox an address delivers to, as a key for per-recipient limits: trimmed and lower-cased, with
 * a `+tag` sub-address dropped (and Gmail's dots), so that spelling variants of one inbox share one
 * limit. Only a key: mail still goes to the address as given. Merging two real inboxes by mistake
 * costs them a shared limit, never a mail to the wrong place.
 */
export function inboxKey(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at <= 0) return address;
  const domain = address.slice(at + 1);
  let local = address.slice(0, at).split('+')[0] || address.slice(0, at);
  if (DOTLESS_DOMAINS.has(domain)) local = local.replaceAll('.', '');
  return `${local}@${domain === 'googlemail.com' ? 'gmail.com' : domain}`;
}
