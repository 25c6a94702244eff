import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToPipeableStream, type PipeableStream } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import type { ServerPageAnswers } from '@shared/routes/server-rendered-pages';
import { AppProvider } from '@/app/provider';
import { AppRoutes } from '@/app/router';
import { seedPageAnswers } from '@/app/server-render/seed-page-answers';
import { PageCodeLoading } from '@/components/ui/spinner';
import { createQueryClient } from '@/lib/query-client';
import { documentTitle, PrerenderTitleContext } from '@/lib/use-document-title';

// One piece of HTML, no inline scripts: by default React sends large Suspense boundaries apart with
// a script that moves them into place, which our Content-Security-Policy (script-src 'self') refuses.
const ONE_PIECE = { progressiveChunkSize: Number.POSITIVE_INFINITY };

/** The HTML of a tree, with every lazy part resolved. */
async function renderToHtml(tree: ReactNode): Promise<string> {
  const { prelude } = await prerender(tree, ONE_PIECE);
  return new Response(prelude).text();
}

/** main.tsx's tree, with a static router at `path`, reporting the title the page asks for. */
function appAt(path: string, onTitle: (title: string) => void, client?: QueryClient): ReactNode {
  return (
    <PrerenderTitleContext value={onTitle}>
      <AppProvider client={client}>
        <StaticRouter location={path}>
          <AppRoutes />
        </StaticRouter>
      </AppProvider>
    </PrerenderTitleContext>
  );
}

/**
 * The build's server-side entry (scripts/prerender-pages.ts): one public page as HTML, with every lazy
 * part resolved, and the title it asked for.
 */
export async function renderPage(path: string): Promise<{ html: string; title: string }> {
  let title = documentTitle();
  const html = await renderToHtml(appAt(path, (pageTitle) => (title = pageTitle)));
  return { html, title };
}

export interface RenderedServerPage {
  /** The page's HTML, for the root element: piped once. */
  html: PipeableStream;
  title: string;
}

/**
 * A server-rendered page for one request (shared/routes/server-rendered-pages.ts; the server loads this
 * module from the build): the app at `url`, drawn from the API's `answers` for this visitor, in a query
 * cache of its own. React streams it once every lazy part has resolved, in one piece (as above); a part
 * that throws is left for the browser to draw, and `onError` hears of it.
 */
export function renderServerPage(url: string, answers: ServerPageAnswers, onError: (error: unknown) => void): Promise<RenderedServerPage> {
  const client = createQueryClient();
  seedPageAnswers(client, new URL(url, 'http://page').pathname, answers);
  let title = documentTitle();
  return new Promise((resolve, reject) => {
    const html = renderToPipeableStream(
      appAt(url, (pageTitle) => (title = pageTitle), client),
      { ...ONE_PIECE, onAllReady: () => resolve({ html, title }), onShellError: reject, onError },
    );
  });
}

/** The app shell's loading state: what the app draws first on a page that is not prerendered. */
export function renderAppShellLoading(): Promise<string> {
  return renderToHtml(<PageCodeLoading />);
}
