import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { makePageOpenOffline } from '@/lib/offline-ready';
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

/** Where a save is: downloading the file (with its progress, 0-1 or unknown), then waiting for the page to be ready offline. */
export type SaveStep = { step: 'downloading'; progress: number | undefined } | { step: 'readying-page' };

/**
 * "Save for offline" and "Remove from this device", with where a save is. A save ends well only when
 * both the file and the page itself open with no connection: the service worker is registered at once
 * (lib/offline-ready.ts) while the file downloads, and a copy kept without a worker to open the page
 * would promise what it cannot do, so it is removed again.
 */
export function useOfflineCopy(code: string) {
  const queryClient = useQueryClient();
  const [saveStep, setSaveStep] = useState<SaveStep>();
  const refresh = (saved: SavedAudio | null) => {
    queryClient.setQueryData(meditationKeys.saved(code), saved);
    void queryClient.invalidateQueries({ queryKey: meditationKeys.storage() });
  };

  const save = useMutation({
    mutationFn: async () => {
      setSaveStep({ step: 'downloading', progress: 0 });
      try {
        // Asked first, while the press is still a fresh gesture (some browsers ask the user).
        await keepStorage();
        const pageReady = makePageOpenOffline();
        // Settled either way here, so that a failure while the file downloads is never left unhandled.
        const pageOutcome = pageReady.then(
          () => undefined,
          (error: unknown) => error,
        );
        const saved = await saveAudio(code, (loaded, total) => setSaveStep({ step: 'downloading', progress: total ? loaded / total : undefined }));
        setSaveStep({ step: 'readying-page' });
        const pageFailure = await pageOutcome;
        if (pageFailure !== undefined) {
          await removeSavedAudio(code);
          throw pageFailure;
        }
        return saved;
      } finally {
        setSaveStep(undefined);
      }
    },
    networkMode: 'always',
    onSuccess: refresh,
  });
  const remove = useMutation({ mutationFn: () => removeSavedAudio(code), networkMode: 'always', onSuccess: () => refresh(null) });
  return { save, remove, saveStep };
}
