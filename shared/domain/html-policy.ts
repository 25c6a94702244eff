/**
 * What product descriptions (staff-written HTML) may contain, for the sanitiser on save (API) and on
 * render (PWA): basic formatting and links to web, mail or same-site addresses; nothing that runs.
 */
export const DESCRIPTION_HTML_POLICY = {
  ALLOWED_TAGS: ['p', 'br', 'strong', 'em', 'ul', 'ol', 'li', 'h3', 'h4', 'a'],
  ALLOWED_ATTR: ['href', 'title'],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  // A same-site path starts with one slash: `//host` and `/\host` (browsers read `\` as `/`) are
  // protocol-relative links to another site. DOMPurify tests the value with all whitespace removed,
  // and entities are decoded by then, so `/&#47;host` or `/<tab>/host` are refused too.
  ALLOWED_URI_REGEXP: /^(?:https?:\/\/|mailto:|\/(?![/\\])|#)/i,
};
