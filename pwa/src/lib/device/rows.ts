import type { QuestionnaireId } from '@shared/questionnaires';

/**
 * The rows of the device store (database.ts): plain data, shared by the pages and the service worker,
 * which drains the same questionnaire outbox. Every row that belongs to someone names its account.
 */

/** `String(user.id)` of the signed-in account; '' for nobody (a request-code holder). */
export type AccountKey = string;

export interface ReadingCopy {
  /** `kind|accountId|requestCode` (features/readings/offline.ts). */
  key: string;
  /** Whose copy it is: the signed-in account's id, or '' for a preview anyone with the code may see. */
  accountId: AccountKey;
  /** What the server answered, exactly. */
  data: unknown;
  savedAt: string;
}

export interface SavedQuery {
  /** The query's hash: its key, which holds the account id. */
  key: string;
  accountId: AccountKey;
  data: unknown;
  savedAt: number;
}

export interface PlaybackPosition {
  /** The track: the audio order's request code. */
  track: string;
  /** Seconds from the start. */
  position: number;
  updatedAt: number;
}

/** Questionnaire answers as typed, per account, order and questionnaire. */
export interface QuestionnaireDraft {
  accountId: AccountKey;
  /** The order's numeric id or request code, as `canonicalOrderRef` writes it. */
  orderRef: string;
  questionnaireId: QuestionnaireId;
  values: Record<string, unknown>;
  /** The wizard step the customer was on. */
  step: number;
  updatedAt: number;
}

export type OutboxState = 'queued' | 'sending' | 'received' | 'failed';

/** Why an item stopped: the server's machine code and the words the customer sees. */
export interface OutboxError {
  status: number;
  code: string;
  message: string;
}

/** Submitted questionnaire answers until the server has them, and the receipt after. */
export interface OutboxItem {
  /** Made on the device (crypto.randomUUID) and sent as `Idempotency-Key`: the server stores it once. */
  submissionId: string;
  accountId: AccountKey;
  questionnaireId: QuestionnaireId;
  orderRef: string;
  /** Where the answers go (the contract's path, filled in when queued). */
  url: string;
  answers: unknown;
  state: OutboxState;
  attempts: number;
  /** Epoch ms; the timer and Background Sync wait until then after a failure. */
  nextAttemptAt: number;
  lastError?: OutboxError;
  /** Epoch ms: the outbox sends oldest first. */
  createdAt: number;
  /** The server's time of receipt (ISO), once received. */
  receivedAt?: string;
}

/** The Dexie lease that stands in for Web Locks where a browser has none. */
export interface OutboxLease {
  name: string;
  holder: string;
  expiresAt: number;
}
