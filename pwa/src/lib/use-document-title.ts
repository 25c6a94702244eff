import { useEffect } from 'react';
import { BRAND } from '@shared/domain/brand';

/** Sets the tab title as "<page> | SoulSketch" (or the brand's own title on the home page). */
export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${BRAND.name}` : `${BRAND.name} — ${BRAND.tagline}`;
  }, [title]);
}
