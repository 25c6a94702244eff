import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { OfflineDatabase } from './database';

/** The device store's upgrades, on an in-memory IndexedDB: what a device kept survives them. */
const NAME = 'soulsketch-upgrade-test';

afterEach(async () => {
  await Dexie.delete(NAME);
});

/** The database as version 5 of the app left it. */
async function atVersion5(rows: { savedQueries?: unknown[]; readingCopies?: unknown[] }): Promise<void> {
  const old = new Dexie(NAME);
  old.version(5).stores({
    questionnaireDrafts: '[accountId+orderRef+questionnaireId], updatedAt',
    questionnaireOutbox: 'submissionId, createdAt, [accountId+orderRef]',
    outboxLease: 'name',
    savedQueries: 'key, accountId',
    readingCopies: 'key, accountId',
    playbackPositions: 'track',
  });
  await old.table('savedQueries').bulkPut(rows.savedQueries ?? []);
  await old.table('readingCopies').bulkPut(rows.readingCopies ?? []);
  old.close();
}

describe('version 6: one table of last copies', () => {
  it("carries the dashboard's saved queries over as copies keyed query|account|hash, beside the readings", async () => {
    const savedAt = Date.UTC(2026, 10, 23, 16, 5);
    const reading = { key: 'premium|7|AB12CD', accountId: '7', data: { text: 'full' }, savedAt: '2026-11-20T10:00:00.000Z' };
    await atVersion5({
      savedQueries: [{ key: '["account","orders",7]', accountId: '7', data: [{ id: 1 }], savedAt }],
      readingCopies: [reading],
    });

    const db = new OfflineDatabase(NAME);
    try {
      expect(db.tables.map((table) => table.name)).not.toContain('savedQueries');
      expect(await db.readingCopies.toArray()).toEqual([
        reading,
        { key: 'query|7|["account","orders",7]', accountId: '7', data: [{ id: 1 }], savedAt: '2026-11-23T16:05:00.000Z' },
      ]);
      expect(await db.readingCopies.where('accountId').equals('7').count()).toBe(2);
    } finally {
      db.close();
    }
    const names = await new Promise<string[]>((resolve, reject) => {
      const open = indexedDB.open(NAME);
      open.onsuccess = () => {
        resolve([...open.result.objectStoreNames]);
        open.result.close();
      };
      open.onerror = () => reject(open.error);
    });
    expect(names).not.toContain('savedQueries');
    expect(names).toContain('readingCopies');
  });
});
