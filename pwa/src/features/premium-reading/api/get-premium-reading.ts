import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@shared/api/endpoints';
import type { PremiumReading } from '@shared/schemas/premium-reading';
import { request } from '@/lib/api-client';
import { isUnreachable } from '@/lib/error-kinds';
import { keepOffline } from '@/features/readings';

/** Query keys of the premium reading; each holds the account, so one account never reads another's entry. */
export const premiumReadingKeys = {
  all: ['premium-reading'] as const,
  detail: (accountId: number, code: string) => [...premiumReadingKeys.all, accountId, code] as const,
};

/** `GET /api/premium-readings/:code`: the owner's (or staff's) paid reading in full. */
export function getPremiumReading(code: string, signal?: AbortSignal): Promise<PremiumReading> {
  return request(endpoints.premiumReadings.byCode, { params: { code }, signal });
}

export function premiumReadingQueryOptions(accountId: number, code: string) {
  return queryOptions({
    queryKey: premiumReadingKeys.detail(accountId, code),
    // Kept on the device under the account, so it opens offline (features/readings/offline.ts); the
    // query runs even when the browser says offline, and answers the copy when the server is out of reach.
    queryFn: ({ signal }) => keepOffline({ kind: 'premium', code, account: String(accountId) }, () => getPremiumReading(code, signal)),
    networkMode: 'always',
    // An answer about access (signed out, not theirs, not found, unpaid) is final; only an unreachable server is worth a retry.
    retry: (failures, error) => isUnreachable(error) && failures < 2,
  });
}

/** Idle until the signed-in account and a valid code are known. */
export function usePremiumReading(accountId: number | undefined, code: string | undefined) {
  return useQuery({ ...premiumReadingQueryOptions(accountId ?? 0, code ?? ''), enabled: accountId !== undefined && Boolean(code) });
}
