import { useMutation } from '@tanstack/react-query';
import { endpoints } from '@shared/api/endpoints';
import { request } from '@/lib/api-client';

/** Asks for a link to choose a new password. The server answers 202 whether the address is known or not. */
export function requestPasswordReset(email: string) {
  return request(endpoints.auth.requestPasswordReset, { body: { email } });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
