import type { Middleware } from 'koa';

/**
 * Headers for every answer. The CSP allows our own origin only, plus Stripe's script and frames for
 * the payment form; inline styles stay allowed because React sets style attributes.
 */
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' https://js.stripe.com",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
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

export function securityHeaders(): Middleware {
  return async function setSecurityHeaders(ctx, next) {
    await next();
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    ctx.set('X-Frame-Options', 'DENY');
    ctx.set('Cross-Origin-Opener-Policy', 'same-origin');
    if (ctx.path.startsWith('/api/')) {
      // Request codes are secrets: answers that carry them are never stored by shared caches.
      ctx.set('Cache-Control', 'no-store');
    } else {
      ctx.set('Content-Security-Policy', CONTENT_SECURITY_POLICY);
    }
  };
}
