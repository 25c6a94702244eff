import { QueryClient } from '@tanstack/react-query';
import { isRefusal } from './error-kinds';

/** A failed read is tried twice more, unless the server answered about the request itself (a refusal). */
export function retryUnlessAnswered(failureCount: number, error: unknown): boolean {
  return !isRefusal(error) && failureCount < 2;
}

/** Defaults: no refetch on focus, data fresh for 5 minutes; a 404 is an answer, not worth a retry. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      refetchOnWindowFocus: false,
      staleTime: 5 * 60 * 1000,
      retry: retryUnlessAnswered,
    },
    mutations: { retry: false },
  },
});
