import DOMPurify from 'dompurify';
import { DESCRIPTION_HTML_POLICY } from '@shared/domain/html-policy';
import { cn } from './cn';

/** Cleans staff-written HTML again before it enters the page (it was cleaned on save too). */
export function sanitizeForRender(html: string): string {
  return DOMPurify.sanitize(html, { ...DESCRIPTION_HTML_POLICY, RETURN_TRUSTED_TYPE: false });
}

/** Renders a product description: only the policy's formatting survives, whatever is stored. */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={cn('space-y-3 [&_a]:text-gold-300 [&_a]:underline [&_h3]:text-lg [&_h3]:text-gold-300 [&_ol]:list-decimal [&_ol]:pl-5 [&_ul]:list-disc [&_ul]:pl-5', className)}
      // Safe: the HTML passes DOMPurify with the shared allowlist right here.
      dangerouslySetInnerHTML={{ __html: sanitizeForRender(html) }}
    />
  );
}
