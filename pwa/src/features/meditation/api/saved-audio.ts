import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { audioSize, deviceStorage, keepStorage, removeSavedAudio, saveAudio, savedAudio, type SavedAudio } from '../lib/offline-audio';

/** The device's copies: local reads, so they run offline too (`networkMode: 'always'`). */
export const meditationKeys = {
  saved: (code: string) => ['meditation', 'saved', code] as const,
  storage: () => ['meditation', 'device-storage'] as const,
  size: (code: string) => ['meditation', 'size', code] as const,
};

/** How big the file is, asked of the server (so the customer knows before saving it). */
export function useAudioSize(code: string, enabled: boolean) {
  return useQuery({ queryKey: meditationKeys.size(code), queryFn: async () => (await audioSize(code)) ?? null, enabled, staleTime: Infinity, retry: false });
}

/** The copy of this order's audio saved on the device: `null` when there is none. */
export function useSavedAudio(code: string) {
  return useQuery({
    queryKey: meditationKeys.saved(code),
    queryFn: async () => (await savedAudio(code)) ?? null,
    networkMode: 'always',
    staleTime: Infinity,
  });
}

export function useDeviceStorage() {
  return useQuery({ queryKey: meditationKeys.storage(), queryFn: async () => (await deviceStorage()) ?? null, networkMode: 'always', staleTime: 0 });
}

/** "Save for offline" and "Remove from this device", with the download's progress (0-1, or undefined). */
export function useOfflineCopy(code: string) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number>();
  const refresh = (saved: SavedAudio | null) => {
    queryClient.setQueryData(meditationKeys.saved(code), saved);
    void queryClient.invalidateQueries({ queryKey: meditationKeys.storage() });
  };

  const save = useMutation({
    mutationFn: async () => {
      setProgress(0);
      try {
        // Asked first, while the press is still a fresh gesture (some browsers ask the user).
        await keepStorage();
        return await saveAudio(code, (loaded, total) => setProgress(total ? loaded / total : undefined));
      } finally {
        setProgress(undefined);
      }
    },
    networkMode: 'always',
    onSuccess: refresh,
  });
  const remove = useMutation({ mutationFn: () => removeSavedAudio(code), networkMode: 'always', onSuccess: () => refresh(null) });
  return { save, remove, progress };
}
