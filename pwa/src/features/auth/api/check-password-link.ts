import { useQuery } from '@tanstack/react-query';
import { endpoints } from '@shared/api/endpoints';
import type { PasswordLinkState } from '@shared/schemas/auth';
import { request } from '@/lib/api-client';
import { authKeys } from './auth-keys';

/**
 * `POST /api/password-reset/check`: whether the e-mailed link still works and what it was sent for,
 * without using it up. The page asks before it shows the form, so nobody types a password twice for a
 * dead link.
 */
export function checkPasswordLink(token: string, signal?: AbortSignal): Promise<PasswordLinkState> {
  return request(endpoints.auth.checkPasswordLink, { body: { token }, signal });
}

export function usePasswordLink(token: string | undefined) {
  return useQuery({
    queryKey: authKeys.passwordLink(token ?? ''),
    queryFn: ({ signal }) => checkPasswordLink(token!, signal),
    enabled: token !== undefined,
    // The link changes state when it is used: always the server's word of the moment, never a kept copy.
    staleTime: 0,
    gcTime: 0,
  });
}
