import { queryOptions } from '@tanstack/react-query';
import { endpoints } from '@shared/api/endpoints';
import type { HoroscopeSettings, HoroscopeSettingsChange } from '@shared/schemas/horoscope';
import { request } from '@/lib/api-client';
import { lastCopyPersister } from '@/lib/device/last-copy';

/**
 * Query keys of the horoscope feature. The settings are the account's: logging out clears the whole
 * cache, and their offline copy is the account's, which goes when the account leaves the device.
 */
export const horoscopeKeys = {
  all: ['horoscope'] as const,
  settings: (userId: number) => [...horoscopeKeys.all, 'settings', userId] as const,
};

/**
 * `GET /api/account/horoscope`: the signed-in customer's daily horoscope. Kept as the account's last
 * copy on this device, so that `/horoscope` still opens on their sign offline (and the dashboard shows
 * the settings as last seen); the query runs even when the browser says offline, to reach that copy.
 */
export function horoscopeSettingsQueryOptions(userId: number) {
  return queryOptions({
    queryKey: horoscopeKeys.settings(userId),
    queryFn: ({ signal }) => request(endpoints.horoscope.settings, { signal }),
    networkMode: 'always',
    persister: lastCopyPersister<HoroscopeSettings, ReturnType<typeof horoscopeKeys.settings>>(String(userId)),
  });
}

/** `PATCH /api/account/horoscope`: answers the settings as they now are. */
export function updateHoroscopeSettings(change: HoroscopeSettingsChange): Promise<HoroscopeSettings> {
  return request(endpoints.horoscope.updateSettings, { body: change });
}
