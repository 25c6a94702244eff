import { useMutation } from '@tanstack/react-query';
import { endpoints } from '@shared/api/endpoints';
import type { ConfirmationResend } from '@shared/schemas/reading';
import { request } from '@/lib/api-client';

/** Asks for the confirmation e-mail again. The answer is the same whether the address is known or not. */
export function resendConfirmation(input: ConfirmationResend) {
  return request(endpoints.confirmation.resend, { body: input });
}

export function useResendConfirmation() {
  return useMutation({ mutationFn: resendConfirmation });
}
