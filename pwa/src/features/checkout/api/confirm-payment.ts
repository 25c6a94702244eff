import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@shared/api/endpoints';
import type { PaymentStatus } from '@shared/schemas/payment';
import { request } from '@/lib/api-client';
import { readingKeys } from '@/features/readings';

/**
 * `POST /api/confirm-payment/:code`: asks the server to check the PaymentIntent with the provider.
 * The server never takes the page's word for a payment; the provider's event marks the order paid.
 */
export function confirmPayment(code: string, paymentIntentId: string): Promise<PaymentStatus> {
  return request(endpoints.payments.confirm, { params: { code }, body: { paymentIntentId } });
}

/** Sent in the background after a success: a failure is only logged, since the payment itself has gone through. */
export function useConfirmPayment(code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (paymentIntentId: string) => confirmPayment(code, paymentIntentId),
    onError: (error) => console.warn('Background payment confirmation failed', error),
    // The reading now says isPaid: screens that show it must not offer the purchase again. Marked stale
    // without refetching now, so the open page keeps its success state until it moves on.
    onSettled: () => queryClient.invalidateQueries({ queryKey: readingKeys.detail(code), refetchType: 'none' }),
  });
}
