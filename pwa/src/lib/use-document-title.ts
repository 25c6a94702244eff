import { createContext, useContext, useEffect } from 'react';
import { BRAND } from '@shared/domain/brand';

/** "<page> | SoulSketch", or the brand's own title on the home page. */
export function documentTitle(title?: string): string {
  return title ? `${title} | ${BRAND.name}` : `${BRAND.name} — ${BRAND.tagline}`;
}

/**
 * Only the build's prerender provides this: effects do not run there, so the page's title is handed
 * over during the render and written into the page's <title>.
 */
export const PrerenderTitleContext = createContext<((title: string) => void) | null>(null);

/** Sets the tab title as "<page> | SoulSketch" (or the brand's own title on the home page). */
export function useDocumentTitle(title?: string): void {
  useContext(PrerenderTitleContext)?.(documentTitle(title));
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
