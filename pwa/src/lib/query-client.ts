import { QueryClient } from '@tanstack/react-query';
import { followBrowserConnection } from './connection';
import { isRefusal } from './error-kinds';

/** A failed read is tried twice more, unless the server answered about the request itself (a refusal). */
export function retryUnlessAnswered(failureCount: number, error: unknown): boolean {
  return !isRefusal(error) && failureCount < 2;
}

/**
 * Defaults: no refetch on focus, data fresh for 5 minutes (so answers a server-rendered page handed
 * over are not asked for again while the visitor reads); a 404 is an answer, not worth a retry. In the
 * browser, reads go by the device's connection as the browser reports it (connection.ts): they wait
 * while it is away and are sent the moment it is back. Back online, every read on screen is asked
 * again, fresh or not: what it shows may be this device's last copy, or older than the outage.
 */
export function createQueryClient(): QueryClient {
  followBrowserConnection();
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: false,
        refetchOnReconnect: 'always',
        staleTime: 5 * 60 * 1000,
        retry: retryUnlessAnswered,
      },
      mutations: { retry: false },
    },
  });
}

/** The browser's one cache. The server renders each request with a client of its own. */
export const queryClient = createQueryClient();
