import { normalizeRequestCode } from '@shared/domain/request-code';
import { isRefusal } from '@/lib/error-kinds';
import { hasErrorCode } from '@/lib/error-messages';
import type { AccountKey, OutboxItem, SubmissionState } from './types';

/**
 * The outbox's rules as pure functions (unit-tested without a browser): when to try again, what each
 * answer of the server means, which item goes next, and what the customer sees.
 */

export const RETRY_BASE_MS = 2_000;
export const RETRY_CAP_MS = 5 * 60_000;
/** A Retry-After longer than this is the server's mistake; we still come back within the hour. */
const RETRY_AFTER_CAP_MS = 60 * 60_000;

/**
 * Wait before the next try after `attempts` failed ones: 2 s doubling to 5 min, each spread by +-20 %
 * so that many devices coming back online together do not all knock at the same moment.
 */
export function backoffDelay(attempts: number, random: () => number = Math.random): number {
  const exponential = RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1);
  const jittered = Math.min(RETRY_CAP_MS, exponential) * (0.8 + 0.4 * random());
  return Math.round(Math.min(RETRY_CAP_MS, Math.max(RETRY_BASE_MS, jittered)));
}

/** The next try: the server's Retry-After when it gave one (at least our base wait), else the backoff. */
export function nextAttemptDelay(attempts: number, retryAfterMs: number | undefined, random?: () => number): number {
  if (retryAfterMs !== undefined) return Math.min(RETRY_AFTER_CAP_MS, Math.max(RETRY_BASE_MS, retryAfterMs));
  return backoffDelay(attempts, random);
}

/**
 * What a failed send means for the item, by the server's code: try again later (no network, the server
 * busy or failing, too many requests), wait for its account (the session ended), or stop: a refusal
 * that sending the same answers again cannot change (invalid answers, not found, a conflict and the rest).
 */
export type Outcome = 'retry' | 'signed-out' | 'failed';

export function outcomeOf(error: unknown): Outcome {
  if (hasErrorCode(error, 'unauthorized')) return 'signed-out';
  if (isRefusal(error) && !hasErrorCode(error, 'rate_limited')) return 'failed';
  return 'retry';
}

/** One spelling per order: a numeric id as is, a request code in its canonical form. */
export function canonicalOrderRef(orderRef: string): string {
  const trimmed = orderRef.trim();
  if (/^\d+$/.test(trimmed)) return trimmed;
  return normalizeRequestCode(trimmed) ?? trimmed;
}

export interface NextItemContext {
  now: number;
  /** Ignore the backoff: the customer acted, or the browser says the network is back. */
  force: boolean;
  /** May this item be sent now? (its account is the session's; an item for nobody always may) */
  sendable: (item: OutboxItem) => boolean;
}

/**
 * The next item to send, oldest first. One at a time per order: a newer submission for an order waits
 * while an older one is still on its way or backing off, so the order's answers reach the server in
 * the order they were given.
 */
export function nextItem(items: readonly OutboxItem[], { now, force, sendable }: NextItemContext): OutboxItem | undefined {
  const blocked = new Set<string>();
  for (const item of [...items].sort((a, b) => a.createdAt - b.createdAt)) {
    if (item.state !== 'queued' && item.state !== 'sending') continue;
    const order = `${item.accountId}|${item.orderRef}`;
    if (blocked.has(order)) continue;
    blocked.add(order);
    if (item.state === 'queued' && (force || item.nextAttemptAt <= now) && sendable(item)) return item;
  }
  return undefined;
}

/** The earliest time a waiting item may be tried again (for the page's timer), if any waits. */
export function nextWakeUp(items: readonly OutboxItem[]): number | undefined {
  let earliest: number | undefined;
  for (const item of items) {
    if (item.state === 'queued' && (earliest === undefined || item.nextAttemptAt < earliest)) earliest = item.nextAttemptAt;
  }
  return earliest;
}

/** Where an order's answers stand: its newest submission decides. */
export function submissionStateOf(items: readonly OutboxItem[]): SubmissionState {
  const newest = items.reduce<OutboxItem | undefined>((latest, item) => (!latest || item.createdAt > latest.createdAt ? item : latest), undefined);
  switch (newest?.state) {
    case undefined:
      return 'draft';
    case 'queued':
      return 'saved';
    case 'sending':
      return 'sending';
    case 'received':
      return 'received';
    case 'failed':
      return { failed: newest.lastError?.message ?? 'These answers could not be sent. Please check them and submit again.' };
  }
}

/** Items still to send (on the dashboard: "N answers waiting to send"). */
export function isWaiting(item: Pick<OutboxItem, 'state'>): boolean {
  return item.state === 'queued' || item.state === 'sending';
}

export function belongsTo(accountId: AccountKey): (item: Pick<OutboxItem, 'accountId'>) => boolean {
  return (item) => item.accountId === accountId;
}

/** The words for each state, the same on the questionnaire page and the dashboard card. */
export const SUBMISSION_LABELS = {
  saved: 'Saved on this device',
  sending: 'Sending...',
  received: 'Received',
} as const;

/** "1 answer waiting to send" / "N answers waiting to send". */
export function waitingLabel(count: number): string {
  return `${count} ${count === 1 ? 'answer' : 'answers'} waiting to send`;
}
