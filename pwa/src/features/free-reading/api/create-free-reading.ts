import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { endpoints } from '@shared/api/endpoints';
import type { FreeReadingCreated } from '@shared/schemas/order';
import type { FreeReadingInput } from '@shared/schemas/reading';
import { saveLastSubmittedOrder } from '../lib/last-submitted-order';

/**
 * Root key of order lists (the `/api/orders` cache entry). A new free order belongs in them, so
 * they are invalidated on success; prefix matching reaches every list under this root.
 */
export const ORDERS_QUERY_KEY = ['orders'] as const;

export function createFreeReading(body: FreeReadingInput): Promise<FreeReadingCreated> {
  return request(endpoints.freeReading.create, { body });
}

/** POST /api/free-soulmate. On success the order is kept for the thank-you page. */
export function useCreateFreeReading() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createFreeReading,
    // 'always': offline, the request fails at once with a clear message instead of pausing, which
    // would leave the button on "Processing..." with no end in sight.
    networkMode: 'always',
    onSuccess: ({ order }) => {
      saveLastSubmittedOrder(order);
      void queryClient.invalidateQueries({ queryKey: ORDERS_QUERY_KEY });
    },
  });
}
