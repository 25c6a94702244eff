import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { StrictMode, useEffect, type ReactNode } from 'react';
import { queryClient } from '@/lib/query-client';
import { markAppStarted } from '@/lib/app-started';

/**
 * What every render of the app shares, in the browser, in the build's prerender and in the server's
 * render of a page (prerender/render-page.tsx): each of those brings its own router around the routes.
 * The server brings its own query cache too, one per request: answers are never shared between visitors.
 */
export function AppProvider({ children, client = queryClient }: { children: ReactNode; client?: QueryClient }) {
  // Effects run after React's first commit in the browser, never in the prerender.
  useEffect(markAppStarted, []);
  return (
    <StrictMode>
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </StrictMode>
  );
}
