import { paths } from './page-paths';

/**
 * The public pages that need no data, rendered to HTML when the PWA is built (docs/decisions/016) so they paint
 * before any script arrives; the app then hydrates that HTML. The build writes each one's file, the
 * server answers each path with its file, and the service worker does the same offline. Every other
 * page path is answered with the app shell and drawn by the client router.
 */
export interface PrerenderedPage {
  /** The address the page is rendered at. */
  path: string;
  /** Its file in the built PWA (dist/pwa). */
  file: string;
}

export const PRERENDERED_PAGES = {
  home: { path: paths.home.href(), file: 'index.html' },
  privacyPolicy: { path: paths.privacyPolicy.href(), file: 'privacy-policy.html' },
  termsOfService: { path: paths.termsOfService.href(), file: 'terms-of-service.html' },
  disclaimer: { path: paths.disclaimer.href(), file: 'disclaimer.html' },
  /** The daily horoscope's sign picker: no data, and it must open offline like the home page. */
  horoscope: { path: paths.horoscope.href(), file: 'horoscope.html' },
  /** Rendered at an address no route knows; served, with status 404, for every such address. */
  notFound: { path: '/404', file: '404.html' },
} as const satisfies Record<string, PrerenderedPage>;

/**
 * The HTML of every page that is not prerendered: the scripts and styles around a root that holds
 * only the loading state, so the page paints before its code arrives. React's first render replaces it.
 */
export const APP_SHELL_FILE = 'app-shell.html';

/** Marks the app shell's root: what it holds is a loading state to replace, not a page to hydrate. */
export const APP_SHELL_ROOT_ATTRIBUTE = 'data-app-shell';

const BY_PATH = new Map<string, PrerenderedPage>(
  Object.values(PRERENDERED_PAGES)
    .filter((page) => page !== PRERENDERED_PAGES.notFound)
    .map((page) => [page.path, page]),
);

/** The prerendered page at this address (a trailing slash is the same page), if there is one. */
export function prerenderedPageAt(pathname: string): PrerenderedPage | undefined {
  const path = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  return BY_PATH.get(path);
}
