import type { QuestionnaireId } from '@shared/questionnaires';

/**
 * What the device keeps of questionnaires, offline and exactly once: drafts as typed, and an
 * outbox of submitted answers until the server has them. Plain data, shared by the pages and the
 * service worker, which drains the same outbox.
 */

/** `String(user.id)` of the stored user; '' when nobody is signed in (a request-code holder's answers). */
export type AccountKey = string;

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

/** Where a questionnaire's answers stand, for the questionnaire page and the dashboard card. */
export type SubmissionState = 'draft' | 'saved' | 'sending' | 'received' | { failed: string };
