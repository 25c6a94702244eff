import { useEffect } from 'react';

/**
 * Staff pages are not for search engines: they are marked noindex. The tag lives only while such a
 * page is mounted, so public pages opened afterwards in the same tab stay indexable.
 */
export function useNoIndex(): void {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex';
    document.head.append(meta);
    return () => meta.remove();
  }, []);
}
