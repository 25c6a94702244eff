import type { QueryKey, QueryPersister } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { ApiError } from '../api-error';
import { onIdle } from '../on-idle';
import { currentAccount } from './account';
import { lastCopyKey, type AccountKey } from './rows';

/**
 * The last copy of what the app must show without a network: the readings a visitor opened (previews,
 * free, premium and bonus readings) and the dashboard's orders (a TanStack Query `persister`). The
 * network always wins when it answers; the copy answers only when the server cannot be reached, and the
 * page may then say "Offline copy from {date}" (`useLastCopyDate`). A server that answers (401, 404) is
 * believed, never covered with a copy.
 *
 * Each copy is exactly what the server sent, under the account it was sent to, keyed
 * `kind|account|ref` in one table: '' is nobody in particular (a preview anyone with its code may
 * read), so an asker finds their own copy first, then one kept for anyone, never another account's.
 * Forgetting the account on this device (forget.ts) removes every account's copies and keeps the ones
 * for anyone.
 */
export interface CopyRef<T> {
  /** What the copy is of ('reading', 'premium', 'query'): copies of different kinds never stand in for each other. */
  kind: string;
  /** Which one: a canonical request code, a query's hash. */
  ref: string;
  /** Who asks: the signed-in account's id, or '' for nobody. */
  account: AccountKey;
  /** Whose copy an answer is ('' for anyone with its address); undefined: keep none. The asker by default. */
  ownerOf?: (data: T) => AccountKey | undefined;
  /** Keep the copy only once the page has shown the answer (see `saveWhenShown`); otherwise at once. */
  saveOnceShown?: boolean;
}

const pageKey = (kind: string, ref: string) => `${kind}|${ref}`;

// Which pages show a saved copy now, from when, and whose: the "Offline copy" note reads this.
const shown = new Map<string, { savedAt: string; owner: AccountKey }>();
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

function markShown(kind: string, ref: string, copy: { savedAt: string; owner: AccountKey } | undefined): void {
  const key = pageKey(kind, ref);
  if (shown.get(key)?.savedAt === copy?.savedAt) return;
  if (copy) shown.set(key, copy);
  else shown.delete(key);
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const noCopy = () => undefined;

/**
 * When the copy this page shows was saved; undefined while the page shows the server's answer (always,
 * in a page the server renders: it has the answer itself).
 */
export function useLastCopyDate(kind: string, ref: string | undefined): string | undefined {
  return useSyncExternalStore(subscribe, () => (ref ? shown.get(pageKey(kind, ref))?.savedAt : undefined), noCopy);
}

/** The device's database; Dexie is its own chunk, loaded the first time a copy is asked for. */
const database = async () => (await import('./database')).offlineDb;

async function save(kind: string, owner: AccountKey, ref: string, data: unknown): Promise<void> {
  try {
    await (await database()).readingCopies.put({ key: lastCopyKey(kind, owner, ref), accountId: owner, data, savedAt: new Date().toISOString() });
  } catch (error) {
    // Private browsing or a full disk: the page works, it just will not open offline.
    console.warn('Could not keep a copy for offline use', error);
  }
}

/** The asker's own copy first, then one kept for anyone. */
async function load(kind: string, account: AccountKey, ref: string): Promise<{ data: unknown; savedAt: string; owner: AccountKey } | undefined> {
  try {
    const keys = account ? [lastCopyKey(kind, account, ref), lastCopyKey(kind, '', ref)] : [lastCopyKey(kind, '', ref)];
    const copy = (await (await database()).readingCopies.bulkGet(keys)).find((found) => found !== undefined);
    return copy && { data: copy.data, savedAt: copy.savedAt, owner: copy.accountId };
  } catch {
    return undefined;
  }
}

/** At the latest this long after the answer, if the page never idles. */
const SAVE_WITHIN_MS = 1000;

/**
 * Stores a copy once the page has shown it. Dexie's chunk (33 KB) and its database work used to start
 * with the request; they then ran between React drawing a reading and the browser painting it, and
 * the reading appeared after them (docs/decisions/016). By then the account may have left this device
 * (signed out, here or in another tab, or someone else signed in): its copy is then not stored.
 */
function saveWhenShown(kind: string, owner: AccountKey, ref: string, data: unknown): void {
  onIdle(() => {
    if (owner !== '' && currentAccount() !== owner) return;
    void save(kind, owner, ref, data);
  }, SAVE_WITHIN_MS);
}

/** Fetches, keeping the answer on the device; when the server cannot be reached, answers the saved copy. */
export async function keepLastCopy<T>(copy: CopyRef<T>, request: () => Promise<T>): Promise<T> {
  const { kind, ref, account } = copy;
  try {
    const data = await request();
    markShown(kind, ref, undefined);
    const owner = copy.ownerOf ? copy.ownerOf(data) : account;
    if (owner !== undefined) {
      if (copy.saveOnceShown) saveWhenShown(kind, owner, ref, data);
      else void save(kind, owner, ref, data);
    }
    return data;
  } catch (error) {
    if (error instanceof ApiError && error.isUnreachable) {
      const saved = await load(kind, account, ref);
      if (saved) {
        markShown(kind, ref, { savedAt: saved.savedAt, owner: saved.owner });
        return saved.data as T;
      }
    }
    throw error;
  }
}

/**
 * The same for a TanStack Query that opts in with `persister` (the dashboard's orders), with no extra
 * package: its copy is kept under the query's hash, for the account that asked.
 */
export function lastCopyPersister<T, K extends QueryKey>(account: AccountKey): QueryPersister<T, K> {
  return (queryFn, context, query) => keepLastCopy({ kind: 'query', ref: query.queryHash, account }, async () => queryFn(context));
}

/**
 * The copies' part of forgetting the account on this device (forget.ts calls it; nothing else should):
 * every account's copies go, with the notes of pages showing one; the copies kept for anyone stay.
 */
export async function forgetAccountCopies(): Promise<void> {
  try {
    await (await database()).readingCopies.where('accountId').notEqual('').delete();
  } catch (error) {
    console.warn('Could not clear the offline copies', error);
  }
  let changed = false;
  for (const [key, copy] of shown) {
    if (copy.owner === '') continue;
    shown.delete(key);
    changed = true;
  }
  if (changed) notify();
}
