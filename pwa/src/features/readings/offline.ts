import { useSyncExternalStore } from 'react';
import { normalizeRequestCode } from '@shared/domain/request-code';
import type { Reading } from '@shared/schemas/reading';
import { ApiError } from '@/lib/api-error';
import { onIdle } from '@/lib/on-idle';
import { readStoredUser } from '@/lib/stored-user';
import { clearSketchCache } from '@/lib/device/caches';

/**
 * Readings a visitor opened are kept on the device so their pages open offline (docs/decisions/015): the
 * previews and free readings of the request-code pages (`reading`) and the signed-in customer's paid
 * readings, bonus readings included (`premium`). Their sketches are kept by the service worker
 * (lib/device/caches.ts). The network always wins when it answers; the saved copy is used only when the
 * server cannot be reached, and the page then says "Offline copy from {date}" (`useOfflineCopyDate`).
 *
 * Each copy is exactly what the server sent, under the account it was sent to: a preview anyone with the
 * code may read is kept for nobody in particular (''), a full reading for the signed-in account only, so
 * signing out (`clearAccountCopies`) removes the customer's copies and leaves the previews.
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
const copyKey = (kind: CopyKind, account: string, code: string) => `${kind}|${account}|${canonical(code)}`;
const pageKey = (kind: CopyKind, code: string) => `${kind}|${canonical(code)}`;

/** The signed-in account as the browser knows it ('' for nobody). */
export function currentAccount(): string {
  const id = readStoredUser()?.id;
  return id === undefined ? '' : String(id);
}

// Which pages show a saved copy now, and from when: the "Offline copy" note reads this.
const shown = new Map<string, string>();
const listeners = new Set<() => void>();

function markShown(kind: CopyKind, code: string, savedAt: string | undefined): void {
  const key = pageKey(kind, code);
  if (shown.get(key) === savedAt) return;
  if (savedAt) shown.set(key, savedAt);
  else shown.delete(key);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** When the copy this page shows was saved; undefined while the page shows the server's answer. */
export function useOfflineCopyDate(kind: CopyKind, code: string | undefined): string | undefined {
  return useSyncExternalStore(subscribe, () => (code ? shown.get(pageKey(kind, code)) : undefined));
}

/** The device's database; Dexie is its own chunk, loaded the first time a reading asks for it. */
const readingsDb = async () => (await import('@/lib/device/database')).offlineDb;

async function save(kind: CopyKind, account: string, code: string, data: unknown): Promise<void> {
  try {
    await (await readingsDb()).readingCopies.put({ key: copyKey(kind, account, code), accountId: account, data, savedAt: new Date().toISOString() });
  } catch (error) {
    // Private browsing or a full disk: the page works, it just will not open offline.
    console.warn('Could not keep the reading for offline use', error);
  }
}

/** The asker's own copy first, then one kept for anyone with the code. */
async function load(kind: CopyKind, account: string, code: string): Promise<{ data: unknown; savedAt: string } | undefined> {
  try {
    const offlineDb = await readingsDb();
    const keys = account ? [copyKey(kind, account, code), copyKey(kind, '', code)] : [copyKey(kind, '', code)];
    const copies = await offlineDb.readingCopies.bulkGet(keys);
    return copies.find((copy) => copy !== undefined);
  } catch {
    return undefined;
  }
}

/** At the latest this long after the answer, if the page never idles. */
const SAVE_WITHIN_MS = 1000;

/**
 * Stores a copy once the page has shown it. Dexie's chunk (33 KB) and its database work used to start
 * with the request; they then ran between React drawing the reading and the browser painting it, and
 * the reading appeared after them (docs/decisions/016). An account's copy is not stored if that
 * account signed out meanwhile (signing out clears its copies).
 */
function saveWhenShown(kind: CopyKind, owner: string, code: string, data: unknown): void {
  onIdle(() => {
    if (owner !== '' && currentAccount() !== owner) return;
    void save(kind, owner, code, data);
  }, SAVE_WITHIN_MS);
}

/** Fetches, keeping the answer on the device; when the server cannot be reached, answers the saved copy. */
export async function keepOffline<T>(ref: CopyRef<T>, request: () => Promise<T>): Promise<T> {
  try {
    const data = await request();
    markShown(ref.kind, ref.code, undefined);
    const owner = ref.ownerOf ? ref.ownerOf(data) : ref.account;
    if (owner !== undefined) saveWhenShown(ref.kind, owner, ref.code, data);
    return data;
  } catch (error) {
    if (error instanceof ApiError && error.isUnreachable) {
      const copy = await load(ref.kind, ref.account, ref.code);
      if (copy) {
        markShown(ref.kind, ref.code, copy.savedAt);
        return copy.data as T;
      }
    }
    throw error;
  }
}

/**
 * A request-code reading: a preview is kept for anyone with the code; the full text (the owner's or
 * staff's session) for that account only, never without one.
 */
export function withOfflineCopy(code: string, fetchReading: () => Promise<Reading>): Promise<Reading> {
  const account = currentAccount();
  return keepOffline({ kind: 'reading', code, account, ownerOf: (reading) => (reading.access === 'full' ? account || undefined : '') }, fetchReading);
}

/** Signing out: the account's copies and the saved sketches leave the device; previews stay. */
export async function clearAccountCopies(): Promise<void> {
  try {
    await (await readingsDb()).readingCopies.where('accountId').notEqual('').delete();
  } catch (error) {
    console.warn('Could not clear the offline readings', error);
  }
  await clearSketchCache();
  for (const key of [...shown.keys()]) if (key.startsWith('premium|')) markShown('premium', key.slice('premium|'.length), undefined);
}
