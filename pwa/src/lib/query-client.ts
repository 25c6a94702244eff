import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';

/** Spec defaults: no refetch on focus, data fresh for 5 minutes; a 404 is an answer, not worth a retry. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      refetchOnWindowFocus: false,
      staleTime: 5 * 60 * 1000,
      retry: (failureCount, error) => !(error instanceof ApiError && error.status < 500 && error.status > 0) && failureCount < 2,
    },
    mutations: { retry: false },
  },
});
