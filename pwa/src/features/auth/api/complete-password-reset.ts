import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@shared/api/endpoints';
import type { PasswordResetComplete, PasswordSet } from '@shared/schemas/auth';
import { request } from '@/lib/api-client';
import { rememberSession } from '../lib/remember-session';

/** Sets the new password with the e-mailed single-use token; the server signs this browser in. */
export function completePasswordReset(input: PasswordResetComplete): Promise<PasswordSet> {
  return request(endpoints.auth.completePasswordReset, { body: input });
}

/**
 * The server ended the account's other sessions and opened one for this browser: the UI records it as
 * after a login, then `onSignedIn` moves on. A hook option, not a `mutate` callback, for the reason
 * `useLogin` gives: recording the user re-renders the screen, and an unmounted form's callbacks drop.
 */
export function useCompletePasswordReset({ onSignedIn }: { onSignedIn?: (answer: PasswordSet) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completePasswordReset,
    onSuccess: (answer) => {
      rememberSession(queryClient, answer);
      onSignedIn?.(answer);
    },
  });
}
