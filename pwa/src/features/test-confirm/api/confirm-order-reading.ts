import { useQueryClient } from '@tanstack/react-query';
import type { OrderWithReading } from '@shared/schemas/order';
import { readingKeys, useConfirmReading } from '@/features/readings';

/**
 * The readings feature's confirmation (idempotent on the server), plus the one cache entry it does
 * not know about: the order looked up here, whose `confirmed` flag the page shows.
 */
export function useConfirmOrderReading(code: string) {
  const queryClient = useQueryClient();
  const confirm = useConfirmReading();
  return {
    ...confirm,
    confirmReading: (onConfirmed?: () => void) =>
      confirm.mutate(code, {
        onSuccess: (reading) => {
          queryClient.setQueryData<OrderWithReading>(readingKeys.orderWithReading(code), (cached) =>
            cached ? { ...cached, order: { ...cached.order, confirmed: reading.confirmed } } : cached,
          );
          onConfirmed?.();
        },
      }),
  };
}
