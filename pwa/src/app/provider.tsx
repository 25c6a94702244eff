import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, useEffect, type ReactNode } from 'react';
import { queryClient } from '@/lib/query-client';
import { markAppStarted } from '@/lib/app-started';

/**
 * What every render of the app shares, in the browser and in the build's prerender
 * (prerender/render-page.tsx): each of those brings its own router around the routes.
 */
export function AppProvider({ children }: { children: ReactNode }) {
  // Effects run after React's first commit in the browser, never in the prerender.
  useEffect(markAppStarted, []);
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </StrictMode>
  );
}
