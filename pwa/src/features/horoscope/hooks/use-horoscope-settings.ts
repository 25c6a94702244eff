import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { hasErrorCode } from '@/lib/error-messages';
import { horoscopeKeys, horoscopeSettingsQueryOptions, updateHoroscopeSettings } from '../api/horoscope-settings-api';

/** The signed-in customer's daily horoscope settings (none asked for without an account). */
export function useHoroscopeSettings(userId: number | undefined) {
  return useQuery({ ...horoscopeSettingsQueryOptions(userId ?? 0), enabled: userId !== undefined });
}

/**
 * Changes the settings. The answer is the settings as they now are, so it replaces the cached ones; a
 * refused change leaves them as they were. `no_birth_date` means the sign the page showed is gone (the
 * reading it came from was removed): the settings are read again, and the page explains.
 */
export function useChangeHoroscopeSettings(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateHoroscopeSettings,
    onSuccess: (settings) => queryClient.setQueryData(horoscopeKeys.settings(userId), settings),
    onError: (error) => {
      if (hasErrorCode(error, 'no_birth_date')) void queryClient.invalidateQueries({ queryKey: horoscopeKeys.settings(userId) });
    },
  });
}
