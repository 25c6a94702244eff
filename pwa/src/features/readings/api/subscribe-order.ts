import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@shared/api/endpoints';
import type { Order, OrderWithReading } from '@shared/schemas/order';
import { request } from '@/lib/api-client';
import { deviceTimeZone } from '@/lib/device-time-zone';
import { readingKeys } from './reading-keys';

export function subscribeOrder(code: string): Promise<Order> {
  return request(endpoints.orders.subscribe, { params: { code }, body: { horoscopeSubscription: true, timeZone: deviceTimeZone() } });
}

export function useSubscribeOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: subscribeOrder,
    onSuccess: (order, code) => {
      queryClient.setQueryData(readingKeys.order(code), order);
      queryClient.setQueryData<OrderWithReading>(readingKeys.orderWithReading(code), (cached) =>
        cached ? { ...cached, order } : cached,
      );
    },
  });
}
