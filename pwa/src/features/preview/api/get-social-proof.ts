import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@shared/api/endpoints';
import { request } from '@/lib/api-client';
import { previewKeys } from './preview-keys';

/**
 * `GET /api/social-proof`: real counts from the database, `null` when below 5, in which
 * case the line is not shown. No invented numbers, ever.
 */
export function getSocialProof(signal?: AbortSignal) {
  return request(endpoints.socialProof, { signal });
}

export function socialProofQueryOptions() {
  return queryOptions({ queryKey: previewKeys.socialProof(), queryFn: ({ signal }) => getSocialProof(signal) });
}

export function useSocialProof() {
  return useQuery(socialProofQueryOptions());
}
