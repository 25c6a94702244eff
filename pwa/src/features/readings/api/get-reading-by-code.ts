import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@shared/api/endpoints';
import type { Reading } from '@shared/schemas/reading';
import { request } from '@/lib/api-client';
import { withOfflineCopy } from '../offline';
import { readingKeys } from './reading-keys';

export function getReadingByCode(code: string, signal?: AbortSignal): Promise<Reading> {
  return request(endpoints.readings.byCode, { params: { code }, signal });
}

export function readingQueryOptions(code: string) {
  return queryOptions({
    queryKey: readingKeys.detail(code),
    // Opened readings are kept on the device, so this page opens offline later.
    queryFn: ({ signal }) => withOfflineCopy(code, () => getReadingByCode(code, signal)),
    // The copy is on this device: the read runs even when the browser says offline, to reach it.
    networkMode: 'always',
  });
}

/** The reading behind a request code; idle until there is a code. */
export function useReadingByCode(code: string | undefined) {
  return useQuery({ ...readingQueryOptions(code ?? ''), enabled: Boolean(code) });
}
