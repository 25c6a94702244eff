import createDOMPurify, { type DOMPurify } from 'dompurify';
import { JSDOM } from 'jsdom';
import { DESCRIPTION_HTML_POLICY } from '@shared/domain/html-policy';

/**
 * Product descriptions are HTML written by staff and shown to every visitor: they are cleaned on save
 * (and the PWA cleans again on render). Only basic formatting survives: no scripts, styles, event
 * handlers, frames or forms, and links only to web, mail or same-site addresses (no javascript: or
 * data: URLs; shared/domain/html-policy.ts). The only place that imports DOMPurify and jsdom on the server.
 */

// A jsdom window costs tens of milliseconds: made once, on the first description saved.
let purifier: DOMPurify | undefined;

export function sanitizeHtml(html: string): string {
  purifier ??= createDOMPurify(new JSDOM('').window as unknown as Parameters<typeof createDOMPurify>[0]);
  return purifier.sanitize(html, { ...DESCRIPTION_HTML_POLICY, RETURN_TRUSTED_TYPE: false }).trim();
}
