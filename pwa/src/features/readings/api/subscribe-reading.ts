import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@shared/api/endpoints';
import type { Reading } from '@shared/schemas/reading';
import { request } from '@/lib/api-client';
import { deviceTimeZone } from '@/lib/device-time-zone';
import { readingKeys } from './reading-keys';

/** Subscribes the reading's e-mail to the daily horoscope (the only change a code holder may make). */
export function subscribeReading(code: string): Promise<Reading> {
  return request(endpoints.readings.subscribe, { params: { code }, body: { horoscopeSubscription: true, timeZone: deviceTimeZone() } });
}

export function useSubscribeReading() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: subscribeReading,
    onSuccess: (reading, code) => queryClient.setQueryData(readingKeys.detail(code), reading),
  });
}
