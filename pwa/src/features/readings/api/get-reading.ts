import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@shared/api/endpoints';
import type { Reading } from '@shared/schemas/reading';
import { request } from '@/lib/api-client';
import { withOfflineCopy } from '../offline';
import { readingKeys } from './reading-keys';

/** `GET /api/readings/:code`: the unconfirmed thank-you page's read (its older address for the same reading). */
export function getReading(code: string, signal?: AbortSignal): Promise<Reading> {
  return request(endpoints.readings.get, { params: { code }, signal });
}

export function getReadingQueryOptions(code: string) {
  return queryOptions({
    // Same record as `readings.byCode`, hence the same cache entry (see readingKeys.detail).
    queryKey: readingKeys.detail(code),
    // Opened readings are kept on the device, so this page opens offline later.
    queryFn: ({ signal }) => withOfflineCopy(code, () => getReading(code, signal)),
    // The copy is on this device: the read runs even when the browser says offline, to reach it.
    networkMode: 'always',
  });
}

export function useReading(code: string | undefined) {
  return useQuery({ ...getReadingQueryOptions(code ?? ''), enabled: Boolean(code) });
}
