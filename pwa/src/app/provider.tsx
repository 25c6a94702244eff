import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';
import { queryClient } from '@/lib/query-client';

/**
 * What every render of the app shares, in the browser and in the build's prerender
 * (prerender/render-page.tsx): each of those brings its own router around the routes.
 */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </StrictMode>
  );
}
