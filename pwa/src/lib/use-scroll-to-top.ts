import { useEffect } from 'react';

/** The thank-you pages open at the top even when reached from a scrolled form. */
export function useScrollToTop(): void {
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, []);
}
