import type { Middleware } from 'koa';
import { overHttps } from './https';

/**
 * Headers for every answer. The CSP allows our own origin only, plus Stripe's script and frames for
 * the payment form; inline styles stay allowed because React sets style attributes.
 */
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' https://js.stripe.com",
  "style-src 'self' 'unsafe-inline'",
  // Staff may give a sketch by its https address; images cannot run code.
  "img-src 'self' data: blob: https:",
  "font-src 'self'",
  "connect-src 'self' https://api.stripe.com",
  'frame-src https://js.stripe.com https://hooks.stripe.com',
  "media-src 'self' blob:",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** JSON answers are never rendered as pages, so they need only these two. */
export const API_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  // Request codes are secrets: answers that carry them are never stored by shared caches.
  'Cache-Control': 'no-store',
};

/**
 * The browser features a page may use: none of camera, microphone and location, which the shop never
 * asks for (nor may a script slipped into a page). Payment (the Payment Request API) stays on for our
 * own pages and Stripe's frames, whose wallet buttons (Apple Pay, Google Pay) run from js.stripe.com.
 */
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(self "https://js.stripe.com")';

const PAGE_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'Permissions-Policy': PERMISSIONS_POLICY,
};

/** Once on HTTPS, browsers must never try plain HTTP again (180 days, subdomains too). */
export const HSTS_HEADERS = { 'Strict-Transport-Security': 'max-age=15552000; includeSubDomains' };

/**
 * The security headers of an answer, for Koa and the hot lane alike: a JSON answer's (any path under
 * /api/) or a page's (anything else: HTML, the PWA's files), and HSTS on one that came over HTTPS.
 */
export function securityHeadersFor(kind: 'api' | 'page', overHttps: boolean): Record<string, string> {
  const headers = kind === 'api' ? API_HEADERS : PAGE_HEADERS;
  return overHttps ? { ...headers, ...HSTS_HEADERS } : headers;
}

export function securityHeaders(): Middleware {
  return async function setSecurityHeaders(ctx, next) {
    try {
      await next();
    } finally {
      // Also when the handler failed: the error handler (earlier in the chain) answers with these set.
      ctx.set(securityHeadersFor(ctx.path.startsWith('/api/') ? 'api' : 'page', overHttps(ctx)));
    }
  };
}
