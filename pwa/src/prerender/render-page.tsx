import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppProvider } from '@/app/provider';
import { AppRoutes } from '@/app/router';
import { PageCodeLoading } from '@/components/ui/spinner';
import { documentTitle, PrerenderTitleContext } from '@/lib/use-document-title';

/** The HTML of a tree, with every lazy part resolved. */
async function renderToHtml(tree: ReactNode): Promise<string> {
  const { prelude } = await prerender(tree, {
    // One piece of HTML, no inline scripts: by default React sends large Suspense boundaries apart with
    // a script that moves them into place, which our Content-Security-Policy (script-src 'self') refuses.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  return new Response(prelude).text();
}

/**
 * The build's server-side entry (scripts/prerender-pages.ts): one public page as HTML, with every lazy
 * part resolved, and the title it asked for. The tree is main.tsx's, with a static router at `path`.
 */
export async function renderPage(path: string): Promise<{ html: string; title: string }> {
  let title = documentTitle();
  const html = await renderToHtml(
    <PrerenderTitleContext value={(pageTitle) => (title = pageTitle)}>
      <AppProvider>
        <StaticRouter location={path}>
          <AppRoutes />
        </StaticRouter>
      </AppProvider>
    </PrerenderTitleContext>,
  );
  return { html, title };
}

/** The app shell's loading state: what the app draws first on a page that is not prerendered. */
export function renderAppShellLoading(): Promise<string> {
  return renderToHtml(<PageCodeLoading />);
}
