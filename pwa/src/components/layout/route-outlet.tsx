import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PageCodeLoading } from '@/components/ui/spinner';
import { RouteErrorBoundary } from './route-error-boundary';

/** The page of a layout route: loaded on demand, with its own error screen inside the frame. */
export function RouteOutlet() {
  const { pathname } = useLocation();
  return (
    // Keyed by path: an error on one page clears when the visitor goes to another.
    <RouteErrorBoundary key={pathname}>
      <Suspense fallback={<PageCodeLoading />}>
        <Outlet />
      </Suspense>
    </RouteErrorBoundary>
  );
}
