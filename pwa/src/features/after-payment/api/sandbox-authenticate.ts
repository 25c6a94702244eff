import { endpoints } from '@shared/api/endpoints';
import { request } from '@/lib/api-client';

/**
 * Test mode only: `POST /api/sandbox/payment-intents/:id/confirm` with `authenticate: true`, the
 * sandbox's stand-in for the bank's 3-D Secure screen.
 */
export function sandboxAuthenticate(paymentIntentId: string, clientSecret: string) {
  return request(endpoints.payments.sandboxConfirm, {
    params: { id: paymentIntentId },
    body: { clientSecret, authenticate: true },
  });
}
