import Dexie, { type EntityTable } from 'dexie';
import { APP_DATABASE_NAME } from '../has-app-database';
import type { OutboxItem, OutboxLease, PlaybackPosition, QuestionnaireDraft, ReadingCopy, SavedQuery } from './rows';

/**
 * The device's own store (IndexedDB through Dexie) for what must open without a network: readings the
 * visitor has opened, questionnaire drafts and answers, where a meditation was left. Import it lazily
 * (`await import('@/lib/device/database')`): the landing page never loads it.
 */
export class OfflineDatabase extends Dexie {
  /** Every reading opened on this device (preview, premium, bonus), as the server answered it. */
  readingCopies!: EntityTable<ReadingCopy, 'key'>;
  /** Questionnaire answers as typed, per account, order and questionnaire. */
  questionnaireDrafts!: Dexie.Table<QuestionnaireDraft, [string, string, string]>;
  /** Submitted answers until the server has them, and the receipt after. */
  questionnaireOutbox!: EntityTable<OutboxItem, 'submissionId'>;
  /** Who drains the outbox, where the browser has no Web Locks. */
  outboxLease!: EntityTable<OutboxLease, 'name'>;
  /** The last copy of a query the app must show offline (the dashboard's orders), per account. */
  savedQueries!: EntityTable<SavedQuery, 'key'>;
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
  }
}

export const offlineDb = new OfflineDatabase();
