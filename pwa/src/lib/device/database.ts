import Dexie, { type EntityTable } from 'dexie';
import { APP_DATABASE_NAME } from '../has-app-database';
import { lastCopyKey, type LastCopy, type OutboxItem, type OutboxLease, type PlaybackPosition, type QuestionnaireDraft } from './rows';

/** A row of `savedQueries`, the dashboard's copies until version 6 moved them into `readingCopies`. */
interface SavedQuery {
  /** The query's hash. */
  key: string;
  accountId: string;
  data: unknown;
  /** Epoch ms. */
  savedAt: number;
}

/**
 * The device's own store (IndexedDB through Dexie) for what must open without a network: readings the
 * visitor has opened, questionnaire drafts and answers, where a meditation was left. Import it lazily
 * (`await import('@/lib/device/database')`): the landing page never loads it.
 */
export class OfflineDatabase extends Dexie {
  /**
   * Every last copy kept for offline use (last-copy.ts): each reading opened on this device (preview,
   * premium, bonus) and the dashboard's orders, as the server answered them. Named for its first rows;
   * renaming a table would drop them.
   */
  readingCopies!: EntityTable<LastCopy, 'key'>;
  /** Questionnaire answers as typed, per account, order and questionnaire. */
  questionnaireDrafts!: Dexie.Table<QuestionnaireDraft, [string, string, string]>;
  /** Submitted answers until the server has them, and the receipt after. */
  questionnaireOutbox!: EntityTable<OutboxItem, 'submissionId'>;
  /** Who drains the outbox, where the browser has no Web Locks. */
  outboxLease!: EntityTable<OutboxLease, 'name'>;
  /** Where the customer left each audio track on this device. */
  playbackPositions!: EntityTable<PlaybackPosition, 'track'>;

  /** A name other than the app's only in unit tests. */
  constructor(name = APP_DATABASE_NAME) {
    super(name);
    this.version(1).stores({ readings: 'requestCode, savedAt' });
    // Copies saved before the server cut previews for non-owners may hold a whole unpaid reading, and have
    // no `access`: they are dropped, and the next visit saves what the server sends now.
    this.version(2)
      .stores({ readings: 'requestCode, savedAt' })
      .upgrade((tx) => tx.table('readings').clear());
    this.version(3).stores({
      questionnaireDrafts: '[accountId+orderRef+questionnaireId], updatedAt',
      questionnaireOutbox: 'submissionId, createdAt, [accountId+orderRef]',
      outboxLease: 'name',
      savedQueries: 'key, accountId',
    });
    // Each opened reading is one copy per account, so signing out removes the account's
    // copies. The copies kept by request code alone are dropped; the next visit saves them again.
    this.version(4).stores({ readings: null, readingCopies: 'key, accountId' });
    // Where each meditation track was left, to pick it up there next time.
    this.version(5).stores({ playbackPositions: 'track' });
    // One store of last copies, keyed one way: the dashboard's copies join the readings' under
    // `query|accountId|queryHash`, so the device keeps the orders it showed offline across the update.
    this.version(6)
      .stores({ savedQueries: null })
      .upgrade(async (tx) => {
        const queries = await tx.table<SavedQuery, string>('savedQueries').toArray();
        const copies = queries.map(({ key, accountId, data, savedAt }) => ({ key: lastCopyKey('query', accountId, key), accountId, data, savedAt: new Date(savedAt).toISOString() }));
        await tx.table<LastCopy, string>('readingCopies').bulkPut(copies);
      });
  }
}

export const offlineDb = new OfflineDatabase();
