import { normalizeRequestCode } from '@shared/domain/request-code';
import type { Reading } from '@shared/schemas/reading';
import { currentAccount } from '@/lib/device/account';
import { keepLastCopy, useLastCopyDate } from '@/lib/device/last-copy';

/**
 * Readings a visitor opened are kept on the device so their pages open offline (docs/decisions/015), in
 * the device store's last copies (lib/device/last-copy.ts): the previews and free readings of the
 * request-code pages (`reading`) and the signed-in customer's paid readings, bonus readings included
 * (`premium`). Their sketches are kept by the service worker (lib/device/caches.ts). A copy is keyed by
 * the code's canonical spelling, so every way of writing a code finds it, and is stored once the page
 * has shown the reading.
 */
export type CopyKind = 'reading' | 'premium';

export interface CopyRef<T> {
  kind: CopyKind;
  code: string;
  /** Who asks: the signed-in account's id, or '' for nobody. */
  account: string;
  /** Whose copy an answer is ('' for anyone with the code); undefined: keep none. The asker by default. */
  ownerOf?: (data: T) => string | undefined;
}

const canonical = (code: string) => normalizeRequestCode(code) ?? code;

/** When the copy this page shows was saved; undefined while the page shows the server's answer. */
export function useOfflineCopyDate(kind: CopyKind, code: string | undefined): string | undefined {
  return useLastCopyDate(kind, code ? canonical(code) : undefined);
}

/** Fetches, keeping the answer on the device; when the server cannot be reached, answers the saved copy. */
export function keepOffline<T>({ code, ...copy }: CopyRef<T>, request: () => Promise<T>): Promise<T> {
  return keepLastCopy({ ...copy, ref: canonical(code), saveOnceShown: true }, request);
}

/**
 * A request-code reading: a preview is kept for anyone with the code; the full text (the owner's or
 * staff's session) for that account only, never without one.
 */
export function withOfflineCopy(code: string, fetchReading: () => Promise<Reading>): Promise<Reading> {
  const account = currentAccount();
  return keepOffline({ kind: 'reading', code, account, ownerOf: (reading) => (reading.access === 'full' ? account || undefined : '') }, fetchReading);
}
