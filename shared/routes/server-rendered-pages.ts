import { decodePathSegment } from './decode-path-segment';
import { paths } from './page-paths';

/**
 * The pages a visitor opens from our mails, rendered by the server for each request so that the first
 * response already holds the reading (docs/decisions/026): the app then hydrates that HTML. Each is
 * drawn from the answers the API would give the same visitor at that moment, and hands them over in the
 * HTML so the app does not ask again.
 */

/** The API answers a page may be drawn from (each named as the PWA's query that reads it). */
export type ServerPageAnswer = 'reading' | 'prices' | 'socialProof';

export interface ServerRenderedPage {
  /** The route's pattern: one fixed segment, then the request code. */
  pattern: string;
  /** What its first screen shows besides the reading. */
  answers: readonly ServerPageAnswer[];
  /** The route's screen module, as the PWA build's manifest names it: the build lists the page's chunks from it. */
  screen: string;
}

export const SERVER_RENDERED_PAGES = {
  /** The preview with the offer, its price and the counts of people who ordered. */
  firstReading: { pattern: paths.firstReading.pattern, answers: ['reading', 'prices', 'socialProof'], screen: 'src/app/routes/funnel/first-reading.tsx' },
  /** The same screen, which asks for the counts beside the reading too (preview-gate.tsx). */
  sales: { pattern: paths.sales.pattern, answers: ['reading', 'prices', 'socialProof'], screen: 'src/app/routes/funnel/sales.tsx' },
  thankYou: { pattern: paths.thankYou.pattern, answers: ['reading'], screen: 'src/app/routes/funnel/thank-you.tsx' },
  thankYouConfirmed: { pattern: paths.thankYouConfirmed.pattern, answers: ['reading'], screen: 'src/app/routes/funnel/thank-you-confirmed.tsx' },
} as const satisfies Record<string, ServerRenderedPage>;

/** The answers a server-rendered page was drawn from, as the API gave them (JSON values). */
export type ServerPageAnswers = Partial<Record<ServerPageAnswer, unknown>>;

/**
 * Where the server hands the page's answers over: a hidden element after the root whose
 * `data-answers` attribute holds them as JSON. Data, not an inline script: the Content-Security-Policy
 * allows only the shop's own script files.
 */
export const PAGE_ANSWERS_ELEMENT_ID = 'page-answers';

/** The build's server-side render module, in dist/prerender beside dist/pwa (never served). */
export const SERVER_RENDER_MODULE = 'render-page.js';

/** The page around the rendered root (the built index.html, its root empty), beside the module. */
export const SERVER_PAGE_TEMPLATE = 'page-template.html';

const FIXED_SEGMENT = /^\/([^/:]+)\/:\w+$/;

/**
 * The server-rendered page at this address and its code parameter as typed (decoded, not yet checked),
 * if there is one. Case-insensitive and with an optional trailing slash, as the client router matches.
 */
export function serverRenderedPageAt(pathname: string): { page: ServerRenderedPage; code: string } | undefined {
  const [, first, code, ...rest] = pathname.split('/');
  if (!first || !code || (rest.length > 0 && !(rest.length === 1 && rest[0] === ''))) return undefined;
  for (const page of Object.values(SERVER_RENDERED_PAGES)) {
    const segment = FIXED_SEGMENT.exec(page.pattern)?.[1];
    if (segment?.toLowerCase() === first.toLowerCase()) return { page, code: decodePathSegment(code) };
  }
  return undefined;
}
