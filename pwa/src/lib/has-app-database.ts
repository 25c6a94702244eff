/** The app's IndexedDB database (lib/device/database.ts); its own module, so asking about it never loads Dexie. */
export const APP_DATABASE_NAME = 'soulsketch';

/**
 * Whether this device already has the app's database. Where the browser cannot list its databases
 * (or refuses), the answer is yes: the caller then does what it would have done anyway.
 */
export async function hasAppDatabase(): Promise<boolean> {
  if (typeof indexedDB === 'undefined') return false;
  if (typeof indexedDB.databases !== 'function') return true;
  try {
    return (await indexedDB.databases()).some((database) => database.name === APP_DATABASE_NAME);
  } catch {
    return true;
  }
}
