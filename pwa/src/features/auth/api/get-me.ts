import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@shared/api/endpoints';
import type { SessionUser } from '@shared/schemas/auth';
import { request } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { authKeys } from './auth-keys';

/** Who the session cookie belongs to; `null` when nobody is signed in (a 401 is an answer here). */
export async function getMe(): Promise<SessionUser | null> {
  try {
    return (await request(endpoints.auth.me)).user;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const meQueryOptions = () => queryOptions({ queryKey: authKeys.me(), queryFn: getMe, staleTime: 60_000 });

export function useMe() {
  return useQuery(meQueryOptions());
}
