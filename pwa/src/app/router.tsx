import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { SiteLayout } from '@/components/layout/site-layout';
import { RouteErrorBoundary } from '@/components/layout/route-error-boundary';
import { paths } from './paths';

/** Each screen is its own chunk: the landing page loads only what it shows. */
function screen(load: () => Promise<{ default: ComponentType }>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: (await load()).default }) };
}

export const routes: RouteObject[] = [
  {
    Component: SiteLayout,
    ErrorBoundary: RouteErrorBoundary,
    children: [
      { path: paths.home.pattern, ...screen(() => import('./routes/funnel/home')) },
      { path: paths.submissionSuccess.pattern, ...screen(() => import('./routes/funnel/submission-success')) },
      { path: paths.thankYou.pattern, ...screen(() => import('./routes/funnel/thank-you')) },
      { path: paths.thankYouConfirmed.pattern, ...screen(() => import('./routes/funnel/thank-you-confirmed')) },
      { path: paths.confirm.pattern, ...screen(() => import('./routes/funnel/confirm')) },
      { path: paths.confirmPage.pattern, ...screen(() => import('./routes/funnel/confirm-page')) },
      { path: paths.confirmRequest.pattern, ...screen(() => import('./routes/funnel/confirm-request')) },
      { path: paths.directConfirm.pattern, ...screen(() => import('./routes/funnel/direct-confirm')) },
      { path: paths.request.pattern, ...screen(() => import('./routes/funnel/request')) },
      { path: paths.privacyPolicy.pattern, ...screen(() => import('./routes/legal/privacy-policy')) },
      { path: paths.termsOfService.pattern, ...screen(() => import('./routes/legal/terms-of-service')) },
      { path: paths.disclaimer.pattern, ...screen(() => import('./routes/legal/disclaimer')) },
      { path: '*', ...screen(() => import('./routes/not-found')) },
    ],
  },
];

export const router = createBrowserRouter(routes);
