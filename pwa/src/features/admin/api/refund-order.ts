import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@shared/api/endpoints';
import type { AdminReadingsPage } from '@shared/schemas/admin';
import type { RefundState } from '@shared/schemas/refund';
import { request } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

export interface RefundOrderInput {
  orderId: number;
  reason: string;
}

/** `POST /api/admin/orders/:id/refund`: refunds the whole order through the payment provider. */
export function refundOrder({ orderId, reason }: RefundOrderInput): Promise<RefundState> {
  return request(endpoints.admin.refundOrder, { params: { id: String(orderId) }, body: { reason } });
}

export function useRefundOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refundOrder,
    onSuccess: (refund, { orderId }) => {
      // The open editor and the rows show the answer at once; the refetch then brings the rest.
      queryClient.setQueriesData<AdminReadingsPage>({ queryKey: adminKeys.readings() }, (page) =>
        page && { ...page, items: page.items.map((item) => (item.orderId === orderId ? { ...item, refund } : item)) },
      );
      return queryClient.invalidateQueries({ queryKey: adminKeys.readings() });
    },
  });
}
