import { useLayoutEffect } from 'react';

/** Which theme the page around the screen takes: the site's own night sky, or the light paper and ink. */
export type PageTheme = 'dark' | 'light';

/**
 * Puts the whole page, the site's header, footer, menu and toasts included, in `theme` while the screen
 * that asks for it is shown (the meditation player's light mode): app.css gives the site's colour names
 * their light values under `html[data-page-theme="light"]`. Set before the browser paints, so the
 * header never shows dark over a light page; taken away when the screen goes.
 */
export function usePageTheme(theme: PageTheme): void {
  useLayoutEffect(() => {
    if (theme === 'dark') return;
    const root = document.documentElement;
    root.dataset.pageTheme = theme;
    return () => {
      delete root.dataset.pageTheme;
    };
  }, [theme]);
}
