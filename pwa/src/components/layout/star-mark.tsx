import { useId } from 'react';
import { cn } from '@/components/ui/cn';

/**
 * The SoulSketch star: a four-point sparkle with a small companion star (two souls). The same shapes are
 * drawn in pwa/public/favicon.svg, from which scripts/generate-icons.mjs renders the app icons.
 */
export const STAR_PATH = 'M32 6C33.6 22.5 41.5 30.4 58 32C41.5 33.6 33.6 41.5 32 58C30.4 41.5 22.5 33.6 6 32C22.5 30.4 30.4 22.5 32 6Z';
export const COMPANION_PATH = 'M50 5C50.6 10.6 51.4 11.4 57 12C51.4 12.6 50.6 13.4 50 19C49.4 13.4 48.6 12.6 43 12C48.6 11.4 49.4 10.6 50 5Z';

export function StarMark({ className }: { className?: string }) {
  // A per-instance id: the header and the footer both draw the mark on one page.
  const gradientId = `star-gold-${useId()}`;
  return (
    <svg aria-hidden="true" viewBox="0 0 64 64" className={cn('shrink-0', className)}>
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#fbe7b0" />
          <stop offset="1" stopColor="#eebd4a" />
        </linearGradient>
      </defs>
      <path d={STAR_PATH} fill={`url(#${gradientId})`} />
      <path d={COMPANION_PATH} fill="#fbe7b0" />
      <circle cx="14" cy="50" r="2.5" fill="#fbe7b0" opacity="0.8" />
    </svg>
  );
}
