import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@shared/api/endpoints';
import type { Reading } from '@shared/schemas/reading';
import { request } from '@/lib/api-client';
import { readingKeys } from './reading-keys';

/** Marks the request confirmed. Idempotent on the server, so a repeat (reload, retry) is harmless. */
export function confirmReading(code: string): Promise<Reading> {
  return request(endpoints.readings.confirm, { params: { code }, body: {} });
}

export function useConfirmReading() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmReading,
    // The answer is the confirmed reading: the thank-you page that follows shows it without a refetch.
    onSuccess: (reading, code) => queryClient.setQueryData(readingKeys.detail(code), reading),
  });
}
