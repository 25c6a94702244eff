import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MEDITATION_CACHE, SKETCH_CACHE } from './caches';
import { offlineDb } from './database';
import { forgetAccountOnDevice } from './forget';
import type { OutboxItem, QuestionnaireDraft } from './rows';

/** What leaves the device with the account, and what stays, on an in-memory IndexedDB and Cache Storage. */
const PRECACHE = 'workbox-precache-v2-https://soulsketch.test/';
let cacheNames: Set<string>;

beforeEach(async () => {
  await Promise.all(offlineDb.tables.map((table) => table.clear()));
  cacheNames = new Set([SKETCH_CACHE, MEDITATION_CACHE, PRECACHE]);
  vi.stubGlobal('caches', { delete: async (name: string) => cacheNames.delete(name) });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const draft: QuestionnaireDraft = { accountId: '7', orderRef: 'AB12CD', questionnaireId: 'generic', values: { name: 'Nova' }, step: 1, updatedAt: 1 };
const waiting: OutboxItem = {
  submissionId: 'submission-1',
  accountId: '7',
  questionnaireId: 'generic',
  orderRef: 'AB12CD',
  url: '/api/questionnaires/generic/AB12CD',
  answers: { name: 'Nova' },
  state: 'queued',
  attempts: 0,
  nextAttemptAt: 0,
  createdAt: 1,
};

async function deviceAsLeftBy7(): Promise<void> {
  const savedAt = '2026-11-23T16:05:00.000Z';
  await offlineDb.readingCopies.bulkPut([
    { key: 'reading||AB12CD', accountId: '', data: 'preview', savedAt },
    { key: 'reading|7|AB12CD', accountId: '7', data: 'full', savedAt },
    { key: 'premium|7|AB12CD', accountId: '7', data: 'premium', savedAt },
    { key: 'query|7|["account","orders",7]', accountId: '7', data: ['order'], savedAt },
  ]);
  await offlineDb.playbackPositions.put({ track: 'EF34GH', position: 83, updatedAt: 1 });
  await offlineDb.questionnaireDrafts.put(draft);
  await offlineDb.questionnaireOutbox.put(waiting);
}

describe('forgetAccountOnDevice', () => {
  it("removes the account's copies, the sketches, the saved meditation and where it was left", async () => {
    await deviceAsLeftBy7();
    await forgetAccountOnDevice();
    expect((await offlineDb.readingCopies.toArray()).filter((copy) => copy.accountId !== '')).toEqual([]);
    expect(await offlineDb.playbackPositions.count()).toBe(0);
    expect(cacheNames.has(SKETCH_CACHE)).toBe(false);
    expect(cacheNames.has(MEDITATION_CACHE)).toBe(false);
  });

  it('keeps the previews anyone with the code may read, the questionnaire drafts and the answers waiting to be sent', async () => {
    await deviceAsLeftBy7();
    await forgetAccountOnDevice();
    expect((await offlineDb.readingCopies.toArray()).map((copy) => copy.key)).toEqual(['reading||AB12CD']);
    expect(await offlineDb.questionnaireDrafts.toArray()).toEqual([draft]);
    expect(await offlineDb.questionnaireOutbox.toArray()).toEqual([waiting]);
    // The app shell's precache is not the account's.
    expect(cacheNames.has(PRECACHE)).toBe(true);
  });

  it('works where the browser has no Cache Storage', async () => {
    vi.unstubAllGlobals();
    await deviceAsLeftBy7();
    await forgetAccountOnDevice();
    expect(await offlineDb.readingCopies.count()).toBe(1);
    expect(await offlineDb.playbackPositions.count()).toBe(0);
  });
});
