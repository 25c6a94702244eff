import { useMutation } from '@tanstack/react-query';
import { endpoints } from '@shared/api/endpoints';
import type { SandboxConfirm } from '@shared/schemas/payment';
import { request } from '@/lib/api-client';

export interface SandboxConfirmInput extends SandboxConfirm {
  paymentIntentId: string;
}

/**
 * Test mode only: confirms the PaymentIntent with a test card, or completes its authentication step.
 * Answers the intent's status ('succeeded', 'requires_payment_method' with the decline message, or
 * 'requires_action'); a mistyped card is a 422 carrying the card message.
 */
export function confirmSandboxPayment({ paymentIntentId, ...body }: SandboxConfirmInput) {
  return request(endpoints.payments.sandboxConfirm, { params: { id: paymentIntentId }, body });
}

export function useConfirmSandboxPayment() {
  return useMutation({
    mutationFn: confirmSandboxPayment,
    // Offline, a paused mutation would leave "Processing..." on screen for ever; fail at once instead
    // and let the form say that payment needs the network.
    networkMode: 'always',
  });
}
