import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@shared/api/endpoints';
import type { PasswordResetComplete } from '@shared/schemas/auth';
import { request } from '@/lib/api-client';
import { clearStoredSession } from '@/lib/stored-user';
import { authKeys } from './auth-keys';

/** Sets the new password with the e-mailed single-use token. */
export function completePasswordReset(input: PasswordResetComplete) {
  return request(endpoints.auth.completePasswordReset, { body: input });
}

export function useCompletePasswordReset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completePasswordReset,
    // The server ends this browser's session with the change (and every other session of the
    // account): the UI's copy goes too, so the header and the guards do not claim a signed-in user.
    onSuccess: () => {
      clearStoredSession();
      queryClient.setQueryData(authKeys.me(), null);
    },
  });
}
