/**
 * What the device keeps of questionnaires, offline and exactly once: drafts as typed, and an outbox of
 * submitted answers until the server has them. The rows are the device store's (lib/device/rows.ts),
 * as every table of the one database is.
 */
export type { AccountKey, OutboxError, OutboxItem, QuestionnaireDraft } from '@/lib/device/rows';

/** Where a questionnaire's answers stand, for the questionnaire page and the dashboard card. */
export type SubmissionState = 'draft' | 'saved' | 'sending' | 'received' | { failed: string };
