import { endpoints } from '@shared/api/endpoints';
import type { PaymentStatus } from '@shared/schemas/payment';
import { request } from '@/lib/api-client';

/**
 * `POST /api/upsells/:code/confirm`: after the customer authenticated the charge (3-D Secure), the
 * server checks the PaymentIntent with the provider; `isPaid` is its answer, never the browser's word.
 */
export function confirmUpsell(code: string, paymentIntentId: string): Promise<PaymentStatus> {
  return request(endpoints.upsells.confirm, { params: { code }, body: { paymentIntentId } });
}
