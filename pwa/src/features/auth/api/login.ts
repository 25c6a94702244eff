import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@shared/api/endpoints';
import type { LoginInput, LoginResponse } from '@shared/schemas/auth';
import { request } from '@/lib/api-client';
import { rememberSession } from '../lib/remember-session';

/** `POST /api/login`: the server sets the httpOnly session cookie; the answer says who signed in. */
export function login(input: LoginInput): Promise<LoginResponse> {
  return request(endpoints.auth.login, { body: input });
}

/**
 * Signs in, records the session for the UI, then calls `onSignedIn` (to navigate), in that order: the
 * screen navigated to (a staff guard, the dashboard) already knows who is signed in. A hook option, not
 * a `mutate` callback: recording the user re-renders the login page as "signed in", which unmounts the
 * form, and TanStack Query drops `mutate` callbacks of an unmounted component.
 */
export function useLogin({ onSignedIn }: { onSignedIn?: (response: LoginResponse) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (response) => {
      rememberSession(queryClient, response);
      onSignedIn?.(response);
    },
  });
}
