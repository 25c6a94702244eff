import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { RouteErrorBoundary } from './route-error-boundary';
import { SiteFrame } from './site-frame';
import { useScrollOnNavigate } from './use-scroll-on-navigate';

/** The shared frame of every public page: fixed navigation, the page (loaded on demand), the footer. */
export function SiteLayout() {
  useScrollOnNavigate();
  const { pathname } = useLocation();
  return (
    <SiteFrame>
      {/* Keyed by path: an error on one page clears when the visitor goes to another. */}
      <RouteErrorBoundary key={pathname}>
        <Suspense fallback={<Spinner label="Loading..." className="py-32" />}>
          <Outlet />
        </Suspense>
      </RouteErrorBoundary>
    </SiteFrame>
  );
}
