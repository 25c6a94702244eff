import { cn } from '@/components/ui/cn';
import { CheckCircleIcon, CloudOffIcon } from '@/components/ui/icons';
import { useOnline } from '@/lib/use-online';
import { useAudioSize, useDeviceStorage, useOfflineCopy, useSavedAudio } from '../api/saved-audio';
import { OfflineNotReadyError } from '@/lib/offline-ready';
import { NotEnoughSpaceError } from '../lib/offline-audio';
import { THEME_CLASSES, type PlayerTheme } from '../lib/theme';
import { formatBytes } from '../lib/time';
import { DownloadIcon } from './player-icons';

/** The kit's small button shape; the colours are the player theme's (light or dark). */
const themedButton = 'inline-flex items-center gap-2 rounded-[var(--radius-control)] px-3 py-1.5 text-sm font-semibold transition disabled:cursor-not-allowed disabled:opacity-60';

const savedOn = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString(undefined, { day: 'numeric', month: 'long', year: 'numeric' }) : undefined);

function failureText(error: unknown): string {
  if (error instanceof NotEnoughSpaceError || error instanceof OfflineNotReadyError) return error.message;
  return 'We could not save the meditation. Please check your connection and try again.';
}

/**
 * "Save for offline": the whole file into the app's cache, its size and the device's free
 * space shown first, the browser asked to keep the app's storage, then "Saved on this device" with a
 * way to remove it. "Saved" is said only once the page too opens offline (api/saved-audio.ts). The progress and the outcome are announced to screen readers.
 */
export function SaveForOffline({ code, theme }: { code: string; theme: PlayerTheme }) {
  const t = THEME_CLASSES[theme];
  const online = useOnline();
  const saved = useSavedAudio(code);
  const storage = useDeviceStorage();
  const isSaved = Boolean(saved.data);
  const size = useAudioSize(code, saved.data === null && online);
  const { save, remove, saveStep } = useOfflineCopy(code);
  const saving = save.isPending;
  const readyingPage = saveStep?.step === 'readying-page';
  const progress = saveStep?.step === 'downloading' ? saveStep.progress : readyingPage ? 1 : undefined;
  const percent = progress === undefined ? undefined : Math.round(progress * 100);

  const facts = [
    isSaved ? `Size ${formatBytes(saved.data!.bytes)}` : size.data ? `Size ${formatBytes(size.data)}` : undefined,
    storage.data ? `${formatBytes(storage.data.free)} free for this app on your device` : undefined,
  ].filter(Boolean);

  return (
    <section aria-labelledby="offline-title" className={cn('rounded-[var(--radius-card)] border p-5', t.surface)}>
      <div className="flex items-start gap-3">
        <span aria-hidden="true" className={cn('mt-0.5 [&>svg]:size-6', isSaved ? t.ok : t.heading)}>
          {isSaved ? <CheckCircleIcon /> : <CloudOffIcon />}
        </span>
        <div className="min-w-0 flex-1">
          <h2 id="offline-title" className={cn('font-sans text-lg font-semibold', t.heading)}>
            Listen offline
          </h2>
          <div role="status" aria-live="polite" className={cn('mt-1 text-sm', t.muted)}>
            {isSaved ? (
              <p>
                Saved on this device{saved.data?.savedAt ? ` on ${savedOn(saved.data.savedAt)}` : ''}: it plays without a connection.
                {storage.data && !storage.data.persistent && ' Your browser may still clear it if the device runs very low on space.'}
              </p>
            ) : readyingPage ? (
              <p>Getting this page ready to open without a connection…</p>
            ) : saving ? (
              <p>Saving for offline{percent === undefined ? '…' : `… ${percent}%`}</p>
            ) : (
              <p>Keep the meditation on this device to listen anywhere, even with no connection.</p>
            )}
            {save.isError && !saving && <p className={cn('mt-1 font-semibold', t.danger)}>{failureText(save.error)}</p>}
          </div>
          {facts.length > 0 && <p className={cn('mt-1 text-sm', t.muted)}>{facts.join(' · ')}</p>}
        </div>
      </div>

      {saving && (
        <div
          role="progressbar"
          aria-label="Saving for offline"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="mt-4 h-2 overflow-hidden rounded-full bg-violet-400/25"
        >
          <div className="h-full rounded-full bg-gradient-to-r from-violet-400 to-gold-300 transition-[width]" style={{ width: `${percent ?? 5}%` }} />
        </div>
      )}

      <div className="mt-4 flex flex-wrap gap-3 pl-9">
        {isSaved ? (
          <button type="button" className={cn(themedButton, t.control)} onClick={() => remove.mutate()} disabled={remove.isPending}>
            Remove from this device
          </button>
        ) : (
          <button type="button" className={cn(themedButton, t.play)} onClick={() => save.mutate()} disabled={saving || !online || saved.isPending}>
            <DownloadIcon className="size-4" />
            {saving ? 'Saving…' : 'Save for offline'}
          </button>
        )}
        {!isSaved && !online && <p className={cn('self-center text-sm', t.muted)}>Connect to the internet to save it.</p>}
      </div>
    </section>
  );
}
