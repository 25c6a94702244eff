import createDOMPurify, { type Config, type DOMPurify } from 'dompurify';
import { JSDOM } from 'jsdom';

/**
 * Product descriptions are HTML written by staff and shown to every visitor: they are cleaned on save
 * (and the PWA cleans again on render). Only basic formatting survives: no scripts, styles, event
 * handlers, frames or forms, and links only to web, mail or same-site addresses (no javascript: or
 * data: URLs). The only place that imports DOMPurify and jsdom on the server.
 */
const CONFIG: Config = {
  ALLOWED_TAGS: ['p', 'br', 'strong', 'em', 'ul', 'ol', 'li', 'h3', 'h4', 'a'],
  ALLOWED_ATTR: ['href', 'title'],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOWED_URI_REGEXP: /^(?:https?:\/\/|mailto:|\/|#)/i,
};

// A jsdom window costs tens of milliseconds: made once, on the first description saved.
let purifier: DOMPurify | undefined;

export function sanitizeHtml(html: string): string {
  purifier ??= createDOMPurify(new JSDOM('').window as unknown as Parameters<typeof createDOMPurify>[0]);
  return purifier.sanitize(html, { ...CONFIG, RETURN_TRUSTED_TYPE: false }).trim();
}
