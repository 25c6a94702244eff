import type { Middleware } from 'koa';

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

export function securityHeaders(): Middleware {
  return async function setSecurityHeaders(ctx, next) {
    await next();
    ctx.set(ctx.path.startsWith('/api/') ? API_HEADERS : PAGE_HEADERS);
  };
}
