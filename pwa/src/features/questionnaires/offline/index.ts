/**
 * The device side of questionnaires, offline and exactly once (docs/decisions/011): drafts kept as typed, and
 * submitted answers queued in an outbox that is sent when the network allows, exactly once. The wizard
 * calls `useQuestionnaireDraft` and `queueSubmission` and shows `useSubmissionState`; the dashboard shows
 * `useWaitingCount` and each card's state.
 */
import type { QuestionnaireId } from '@shared/questionnaires';
import { currentAccount } from '@/lib/device/account';
import { enqueue } from './outbox';
import { requestBackgroundSync, startOutboxScheduler } from './scheduler';

export {
  useAccountOutbox,
  useOnReceived,
  useQuestionnaireDraft,
  useSubmissionState,
  useSubmissionStates,
  useWaitingCount,
  type AccountOutbox,
  type DraftHandle,
} from './hooks';
export { SUBMISSION_LABELS, waitingLabel } from './policy';
export type { SubmissionState } from './types';

export interface Submission {
  questionnaireId: QuestionnaireId;
  /** The order's request code or numeric id, as in the questionnaire's path. */
  orderRef: string;
  /** The answer set exactly as the questionnaire's schema says. */
  answers: unknown;
}

/**
 * Keeps the answers on this device under the signed-in account (or none, for a request-code holder),
 * starts sending them, and returns their submission id. Resolves once they are safely stored locally.
 */
export async function queueSubmission(submission: Submission): Promise<string> {
  const submissionId = await enqueue({ ...submission, accountId: currentAccount() });
  // Starts the scheduler's watch (online, sign-in, page shown) if the app started without a database
  // on this device (main.tsx), and sends now either way.
  startOutboxScheduler();
  void requestBackgroundSync();
  return submissionId;
}
