import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppProvider } from '@/app/provider';
import { AppRoutes } from '@/app/router';
import { documentTitle, PrerenderTitleContext } from '@/lib/use-document-title';

/**
 * The build's server-side entry (scripts/prerender-pages.ts): one public page as HTML, with every lazy
 * part resolved, and the title it asked for. The tree is main.tsx's, with a static router at `path`.
 */
export async function renderPage(path: string): Promise<{ html: string; title: string }> {
  let title = documentTitle();
  const { prelude } = await prerender(
    <PrerenderTitleContext value={(pageTitle) => (title = pageTitle)}>
      <AppProvider>
        <StaticRouter location={path}>
          <AppRoutes />
        </StaticRouter>
      </AppProvider>
    </PrerenderTitleContext>,
    // One piece of HTML, no inline scripts: by default React sends large Suspense boundaries apart with
    // a script that moves them into place, which our Content-Security-Policy (script-src 'self') refuses.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await new Response(prelude).text();
  return { html, title };
}
