import type { QuestionnaireId } from '@shared/questionnaires';
import { buildPath } from '@shared/api/define-endpoint';
import { endpoints } from '@shared/api/endpoints';
import { request } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { signedInAccount } from '@/lib/signed-in-account';
import { offlineDb, type OfflineDatabase } from '@/lib/device/database';
import { failureOf, retryNoteOf } from './failure';
import { withOutboxLock } from './lock';
import { canonicalOrderRef, nextAttemptDelay, nextItem, nextWakeUp, outcomeOf } from './policy';
import { parseRetryAfter } from '@/lib/retry-after';
import type { AccountKey, OutboxItem } from './types';

/**
 * The device outbox of questionnaire answers, offline and exactly once (docs/decisions/011). Framework-free on
 * purpose: the pages (through scheduler.ts) and the service worker (Background Sync, pwa/src/sw.ts)
 * drain the same IndexedDB table with this same code, one at a time under a shared lock.
 */

export interface OutboxDeps {
  db: OfflineDatabase;
  /** Sends one item; resolves with the server's time of receipt, throws an ApiError otherwise. */
  send: (item: OutboxItem) => Promise<string>;
  /** The session's account (`String(user.id)`), null when nobody is signed in; throws when unreachable. */
  whoAmI: () => Promise<AccountKey | null>;
  now: () => number;
  random: () => number;
  lock: <T>(work: () => Promise<T>) => Promise<T>;
}

/** A slow answer counts as no answer: the item goes back in line, and the lock is not held forever. */
const SEND_TIMEOUT_MS = 30_000;
/** Receipts are kept a while for the dashboard's "Received", then dropped. */
const KEEP_RECEIVED_MS = 30 * 24 * 60 * 60_000;

async function sendOverHttp(item: OutboxItem): Promise<string> {
  const receipt = await request(endpoints.questionnaires.submit, {
    params: { questionnaireId: item.questionnaireId, orderRef: item.orderRef },
    body: item.answers as never,
    headers: { 'Idempotency-Key': item.submissionId },
    // Answers given without an account go by their request code alone, never under whoever signs in later.
    credentials: item.accountId === '' ? 'omit' : 'same-origin',
    signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
  });
  return receipt.receivedAt;
}

async function whoAmIOverHttp(): Promise<AccountKey | null> {
  const user = await signedInAccount(AbortSignal.timeout(SEND_TIMEOUT_MS));
  return user ? String(user.id) : null;
}

export function defaultOutboxDeps(db: OfflineDatabase = offlineDb): OutboxDeps {
  return {
    db,
    send: sendOverHttp,
    whoAmI: whoAmIOverHttp,
    now: Date.now,
    random: Math.random,
    lock: (work) => withOutboxLock(db, work),
  };
}

export interface NewSubmission {
  accountId: AccountKey;
  questionnaireId: QuestionnaireId;
  orderRef: string;
  answers: unknown;
}

/**
 * Puts answers in the outbox and returns their submission id. Earlier answers for the same order that
 * never reached the server (still waiting, or refused) are replaced: the newest answers are the ones meant.
 */
export async function enqueue(submission: NewSubmission, deps: Pick<OutboxDeps, 'db' | 'now'> = defaultOutboxDeps()): Promise<string> {
  const { db, now } = deps;
  const orderRef = canonicalOrderRef(submission.orderRef);
  const item: OutboxItem = {
    submissionId: crypto.randomUUID(),
    accountId: submission.accountId,
    questionnaireId: submission.questionnaireId,
    orderRef,
    url: buildPath(endpoints.questionnaires.submit.path, { questionnaireId: submission.questionnaireId, orderRef }),
    answers: submission.answers,
    state: 'queued',
    attempts: 0,
    nextAttemptAt: now(),
    createdAt: now(),
  };
  await db.transaction('rw', db.questionnaireOutbox, async () => {
    await db.questionnaireOutbox
      .where('[accountId+orderRef]')
      .equals([item.accountId, orderRef])
      .filter((old) => old.state === 'queued' || old.state === 'failed')
      .delete();
    await db.questionnaireOutbox.add(item);
  });
  return item.submissionId;
}

export interface DrainResult {
  received: number;
  failed: number;
  /** Something could not be sent for want of a network or a working server: try again later. */
  retryLater: boolean;
  /** When the earliest backed-off item may be tried again (epoch ms), if one waits. */
  wakeUpAt?: number;
}

/** Marks an item for its next try after a failure that time may fix. */
async function backOff(deps: OutboxDeps, item: OutboxItem, error: unknown): Promise<void> {
  const attempts = item.attempts + 1;
  const retryAfter = error instanceof ApiError ? parseRetryAfter(error.retryAfter, deps.now()) : undefined;
  await deps.db.questionnaireOutbox.update(item.submissionId, {
    state: 'queued',
    attempts,
    nextAttemptAt: deps.now() + nextAttemptDelay(attempts, retryAfter, deps.random),
    lastError: retryNoteOf(error),
  });
}

/** queued -> sending, only if nobody replaced or sent it meanwhile; the claimed item, or undefined. */
async function claim(db: OfflineDatabase, submissionId: string): Promise<OutboxItem | undefined> {
  return db.transaction('rw', db.questionnaireOutbox, async () => {
    const item = await db.questionnaireOutbox.get(submissionId);
    if (item?.state !== 'queued') return undefined;
    await db.questionnaireOutbox.update(submissionId, { state: 'sending' });
    return { ...item, state: 'sending' };
  });
}

async function markReceived(db: OfflineDatabase, item: OutboxItem, receivedAt: string): Promise<void> {
  await db.transaction('rw', db.questionnaireOutbox, db.questionnaireDrafts, async () => {
    await db.questionnaireOutbox.update(item.submissionId, { state: 'received', receivedAt, lastError: undefined });
    // The server has the answers: the draft has done its job.
    await db.questionnaireDrafts.delete([item.accountId, item.orderRef, item.questionnaireId]);
  });
}

/** Under the lock nobody else is sending: an item still 'sending' was cut off (a closed tab) and goes back in line. */
async function tidy(deps: OutboxDeps): Promise<void> {
  const oldest = deps.now() - KEEP_RECEIVED_MS;
  await deps.db.questionnaireOutbox.filter((item) => item.state === 'sending').modify({ state: 'queued' });
  await deps.db.questionnaireOutbox.filter((item) => item.state === 'received' && item.createdAt < oldest).delete();
}

/**
 * Sends what is due, oldest first and one at a time, under the lock. `force` ignores the backoff (the
 * app starts, the network comes back, the page is shown, Background Sync fires). Items wait while their
 * account is not the session's; a failure that time may fix stops the round (the server is unreachable
 * or struggling), a refusal stops only its item.
 */
export async function drainOutbox({ force = false, deps = defaultOutboxDeps() }: { force?: boolean; deps?: OutboxDeps } = {}): Promise<DrainResult> {
  return deps.lock(async () => {
    const table = deps.db.questionnaireOutbox;
    const result: DrainResult = { received: 0, failed: 0, retryLater: false };
    await tidy(deps);
    // undefined until asked, once per round, and only when an account's item is next.
    let session: AccountKey | null | undefined;
    for (;;) {
      const sendable = (item: OutboxItem) => item.accountId === '' || session === undefined || item.accountId === session;
      const item = nextItem(await table.toArray(), { now: deps.now(), force, sendable });
      if (!item) break;
      if (item.accountId !== '' && session === undefined) {
        try {
          session = await deps.whoAmI();
        } catch (error) {
          await backOff(deps, item, error);
          result.retryLater = true;
          break;
        }
        continue;
      }
      const claimed = await claim(deps.db, item.submissionId);
      if (!claimed) continue;
      try {
        await markReceived(deps.db, claimed, await deps.send(claimed));
        result.received += 1;
      } catch (error) {
        const outcome = outcomeOf(error);
        if (outcome === 'failed') {
          await table.update(claimed.submissionId, { state: 'failed', lastError: failureOf(error) });
          result.failed += 1;
        } else if (outcome === 'signed-out') {
          // The session ended between asking and sending: the item waits for its account to sign in again.
          await table.update(claimed.submissionId, { state: 'queued' });
          session = null;
        } else {
          await backOff(deps, claimed, error);
          result.retryLater = true;
          break;
        }
      }
    }
    const now = deps.now();
    result.wakeUpAt = nextWakeUp((await table.toArray()).filter((item) => item.nextAttemptAt > now));
    return result;
  });
}
