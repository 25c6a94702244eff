import type { QuestionnaireId } from '@shared/questionnaires';

/**
 * The rows of the device store (database.ts) and their keys: plain data, shared by the pages and the service worker,
 * which drains the same questionnaire outbox. Every row that belongs to someone names its account.
 */

/** `String(user.id)` of the signed-in account; '' for nobody (a request-code holder). */
export type AccountKey = string;

/** The last copy of an answer the app must show offline (last-copy.ts). */
export interface LastCopy {
  /** `kind|accountId|ref`: a reading's canonical request code, a query's hash. */
  key: string;
  /** Whose copy it is: the account it was sent to, or '' for one anyone with its address may see. */
  accountId: AccountKey;
  /** What the server answered, exactly. */
  data: unknown;
  /** When it was kept (ISO). */
  savedAt: string;
}

/** A last copy's key: what it is of, whose it is ('' for anyone), and which one. */
export function lastCopyKey(kind: string, account: AccountKey, ref: string): string {
  return `${kind}|${account}|${ref}`;
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
