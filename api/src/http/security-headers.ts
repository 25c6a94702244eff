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

const PAGE_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
};

/** Once on HTTPS, browsers must never try plain HTTP again (180 days, subdomains too). */
export const HSTS_HEADERS = { 'Strict-Transport-Security': 'max-age=15552000; includeSubDomains' };

export function securityHeaders(): Middleware {
  return async function setSecurityHeaders(ctx, next) {
    // Set before the handler runs, so that error answers carry it too.
    if (overHttps(ctx)) ctx.set(HSTS_HEADERS);
    try {
      await next();
    } finally {
      // Also when the handler failed: the error handler (earlier in the chain) answers with these set.
      ctx.set(ctx.path.startsWith('/api/') ? API_HEADERS : PAGE_HEADERS);
    }
  };
}
