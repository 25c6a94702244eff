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
    // Copies saved before the server cut previews (issue 8) may hold a whole unpaid reading, and have
    // no `access`: they are dropped, and the next visit saves what the server sends now.
    this.version(2)
      .stores({ readings: 'requestCode, savedAt' })
      .upgrade((tx) => tx.table('readings').clear());
  }
}

export const offlineDb = new OfflineDatabase();
