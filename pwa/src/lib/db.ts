import Dexie, { type EntityTable } from 'dexie';
import type { Reading } from '@shared/schemas/reading';

/**
 * The device's own store (IndexedDB through Dexie) for what must open without a network: readings the
 * visitor has opened. Import it lazily (`await import('@/lib/db')`): the landing page never loads it.
 */
export interface SavedReading {
  requestCode: string;
  reading: Reading;
  savedAt: string;
}

class OfflineDatabase extends Dexie {
  readings!: EntityTable<SavedReading, 'requestCode'>;

  constructor() {
    super('soulsketch');
    this.version(1).stores({ readings: 'requestCode, savedAt' });
  }
}

export const offlineDb = new OfflineDatabase();
