import type { Page } from '@playwright/test';
import { APP_DATABASE_NAME } from '../pwa/src/lib/has-app-database';

/**
 * The app's IndexedDB database (pwa/src/lib/device/database.ts), read and written straight from the
 * browser, as a test checks what the device kept. Each call opens its own connection and closes it at
 * once: an open connection would block the app's own upgrade of the database.
 */

/** Every row of one store; none while the app has not created the database or the store yet (nor does this). */
export function readStore<T>(page: Page, store: string): Promise<T[]> {
  return page.evaluate(
    ({ database, store }) =>
      new Promise<T[]>((resolve, reject) => {
        const open = indexedDB.open(database);
        // No database yet: opening would create an empty one under the app's name, so the read is
        // cancelled instead (the open then fails with an AbortError) and finds nothing.
        let absent = false;
        open.onupgradeneeded = () => {
          absent = true;
          open.transaction!.abort();
        };
        open.onerror = () => (absent ? resolve([]) : reject(open.error));
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains(store)) {
            db.close();
            return resolve([]);
          }
          const all = db.transaction(store).objectStore(store).getAll();
          all.onsuccess = () => {
            db.close();
            resolve(all.result as T[]);
          };
          all.onerror = () => reject(all.error);
        };
      }),
    { database: APP_DATABASE_NAME, store },
  );
}

/** Writes rows into one store, as the app would. */
export function putInStore(page: Page, store: string, rows: unknown[]): Promise<void> {
  return page.evaluate(
    ({ database, store, rows }) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open(database);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction(store, 'readwrite');
          for (const row of rows) tx.objectStore(store).put(row);
          tx.oncomplete = () => {
            open.result.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    { database: APP_DATABASE_NAME, store, rows },
  );
}

/** A reading the app kept for offline use (pwa/src/lib/device/last-copy.ts), keyed `kind|account|code`. */
export interface ReadingCopy {
  key: string;
  data: Record<string, unknown>;
}

/** The copies kept of the reading behind `code`. */
export async function readingCopies(page: Page, code: string): Promise<ReadingCopy[]> {
  return (await readStore<ReadingCopy>(page, 'readingCopies')).filter((copy) => copy.key.endsWith(`|${code}`));
}
