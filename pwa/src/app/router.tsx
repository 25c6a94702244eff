import { Suspense } from 'react';
import { matchPath, Route, Routes } from 'react-router';
import { RouteErrorBoundary } from '@/components/layout/route-error-boundary';
import { SiteLayout } from './layout/site-layout';
import { PageCodeLoading } from '@/components/ui/spinner';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import { paths } from '@/config/paths';

/**
 * Each screen is its own chunk, loaded when first shown: the landing page carries only what it shows.
 * Declarative routes (not the data router) on purpose: we load data with TanStack Query, and the data
 * router's extra code would cost the landing page about 17 KB of its 110 KB budget. The table of every
 * other route is a chunk too (more-routes.tsx), loaded for any address but the landing page's.
 */
const Home = lazyWithPreload(() => import('./routes/funnel/home'));
const MoreRoutes = lazyWithPreload(() => import('./more-routes'));

/**
 * Loads the code of the page at `pathname` (the route table's and the screen's chunks), so that React's
 * first render draws the page instead of suspending (main.tsx, for a page the client router draws).
 */
export async function preloadPage(pathname: string): Promise<void> {
  if (matchPath(paths.home.pattern, pathname)) {
    await Home.preload();
    return;
  }
  const { preloadScreen } = await MoreRoutes.preload();
  await preloadScreen(pathname);
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<SiteLayout />}>
        <Route path={paths.home.pattern} element={<Home />} />
      </Route>
      <Route
        path="*"
        element={
          <RouteErrorBoundary>
            <Suspense fallback={<PageCodeLoading />}>
              <MoreRoutes />
            </Suspense>
          </RouteErrorBoundary>
        }
      />
    </Routes>
  );
}
