import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@shared/api/endpoints';
import type { CreateOrderInput, OrderCreated } from '@shared/schemas/order';
import { request } from '@/lib/api-client';
import { accountKeys } from '@/features/orders';
import { ORDERS_QUERY_KEY } from '@/features/free-reading';

/** `POST /api/orders`: no price is sent; the server charges the products table's price. */
export function createOrder(body: CreateOrderInput): Promise<OrderCreated> {
  return request(endpoints.orders.create, { body });
}

export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrder,
    // Offline, fail at once with the form's alert rather than pausing on "Placing Order...".
    networkMode: 'always',
    // The new order belongs in every order list, the dashboard's among them.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ORDERS_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: accountKeys.all });
    },
  });
}
