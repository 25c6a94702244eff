import type { QueryKey, QueryPersister } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-error';
import { offlineDb } from '@/lib/device/database';

/**
 * TanStack Query persistence for what an installed app must show offline (the dashboard's
 * orders), through the query's own `persister` hook and Dexie, with no extra package. Each good answer
 * is kept in IndexedDB under the query's hash (its key holds the account id); when the server cannot be
 * reached, the last copy answers instead of an error. Only queries that opt in are kept, and logging out
 * clears them all.
 */
export function lastCopyPersister<T, K extends QueryKey>(accountId: string): QueryPersister<T, K> {
  return async (queryFn, context, query) => {
    try {
      const data = await queryFn(context);
      offlineDb.savedQueries
        .put({ key: query.queryHash, accountId, data, savedAt: Date.now() })
        .catch((error: unknown) => console.warn('Could not keep a copy for offline use', error));
      return data;
    } catch (error) {
      if (!(error instanceof ApiError && error.isUnreachable)) throw error;
      const copy = await offlineDb.savedQueries.get(query.queryHash).catch(() => undefined);
      if (copy?.accountId !== accountId) throw error;
      return copy.data as T;
    }
  };
}

/** Logging out (or a session found ended): the next person on this device sees none of it. */
export async function clearLastCopies(): Promise<void> {
  await offlineDb.savedQueries.clear().catch((error: unknown) => console.warn('Could not clear the offline copies', error));
}
