import { describe, expect, it } from 'vitest';
import type { ApiErrorCode } from '@shared/schemas/api-error';
import { ApiError } from '@/lib/api-error';
import {
  RETRY_BASE_MS,
  RETRY_CAP_MS,
  backoffDelay,
  canonicalOrderRef,
  nextAttemptDelay,
  nextItem,
  nextWakeUp,
  outcomeOf,
  submissionStateOf,
  waitingLabel,
} from './policy';
import type { OutboxItem } from './types';

let serial = 0;
function item(overrides: Partial<OutboxItem> = {}): OutboxItem {
  serial += 1;
  return {
    submissionId: `s-${serial}`,
    accountId: '7',
    questionnaireId: 'generic',
    orderRef: String(serial),
    url: `/api/questionnaires/generic/${serial}`,
    answers: {},
    state: 'queued',
    attempts: 0,
    nextAttemptAt: 0,
    createdAt: serial,
    ...overrides,
  };
}

describe('backoff', () => {
  it('starts at 2 s, doubles, and stops at 5 min, spread by +-20 %', () => {
    const low = () => 0;
    const high = () => 0.999999;
    const middle = () => 0.5;
    expect(backoffDelay(1, middle)).toBe(2_000);
    expect(backoffDelay(2, middle)).toBe(4_000);
    expect(backoffDelay(3, middle)).toBe(8_000);
    expect(backoffDelay(6, middle)).toBe(64_000);
    expect(backoffDelay(9, middle)).toBe(RETRY_CAP_MS);
    expect(backoffDelay(50, high)).toBe(RETRY_CAP_MS);
    // Never under the base, even at the low end of the spread.
    expect(backoffDelay(1, low)).toBe(RETRY_BASE_MS);
    expect(backoffDelay(3, low)).toBe(6_400);
    expect(backoffDelay(3, high)).toBe(9_600);
    expect(backoffDelay(8, low)).toBe(204_800);
  });

  it('is spread: a thousand devices failing together do not all come back at the same moment', () => {
    const delays = new Set(Array.from({ length: 1000 }, () => backoffDelay(4)));
    expect(delays.size).toBeGreaterThan(500);
    expect(Math.min(...delays)).toBeGreaterThanOrEqual(12_800);
    expect(Math.max(...delays)).toBeLessThanOrEqual(19_200);
  });

  it("honours the server's Retry-After (lib/retry-after.ts reads it) within bounds", () => {
    expect(nextAttemptDelay(1, 120_000)).toBe(120_000);
    expect(nextAttemptDelay(9, 0)).toBe(RETRY_BASE_MS);
    expect(nextAttemptDelay(1, 24 * 3600_000)).toBe(3600_000);
    expect(nextAttemptDelay(2, undefined, () => 0.5)).toBe(4_000);
  });
});

describe('what each failed send means', () => {
  const answer = (status: number, code: ApiErrorCode | 'network') => new ApiError(status, code, `${code} (${status})`);

  it('tries again later: no network (a timed-out send too), too many requests, a busy or failing server, no answer of the server at all', () => {
    const later = [answer(0, 'network'), answer(429, 'rate_limited'), answer(500, 'internal'), answer(502, 'internal'), answer(503, 'database_busy'), answer(503, 'unavailable')];
    for (const error of [...later, new TypeError('bug')]) expect(outcomeOf(error)).toBe('retry');
  });

  it('waits for its account once the session ended', () => {
    expect(outcomeOf(answer(401, 'unauthorized'))).toBe('signed-out');
  });

  it('stops at a refusal that sending the same answers again cannot change', () => {
    const refusals = [answer(400, 'bad_request'), answer(404, 'not_found'), answer(409, 'already_answered'), answer(413, 'payload_too_large'), answer(422, 'validation_failed')];
    for (const error of refusals) expect(outcomeOf(error)).toBe('failed');
  });
});

describe('which item goes next', () => {
  const context = { now: 1_000, force: false, sendable: () => true };

  it('sends the oldest first, whatever order the table returns', () => {
    const older = item({ createdAt: 10 });
    const newer = item({ createdAt: 20 });
    expect(nextItem([newer, older], context)).toBe(older);
  });

  it('waits for the backoff unless forced', () => {
    const later = item({ nextAttemptAt: 5_000 });
    expect(nextItem([later], context)).toBeUndefined();
    expect(nextItem([later], { ...context, force: true })).toBe(later);
    expect(nextItem([later], { ...context, now: 5_000 })).toBe(later);
  });

  it('one at a time per order: a newer submission waits behind an older one still on its way', () => {
    const sending = item({ orderRef: '42', state: 'sending', createdAt: 1 });
    const backingOff = item({ orderRef: '43', nextAttemptAt: 9_000, createdAt: 2 });
    const behindSending = item({ orderRef: '42', createdAt: 3 });
    const behindBackoff = item({ orderRef: '43', createdAt: 4 });
    const other = item({ orderRef: '44', createdAt: 5 });
    expect(nextItem([sending, backingOff, behindSending, behindBackoff, other], context)).toBe(other);
  });

  it('skips received, failed and unsendable items', () => {
    const received = item({ state: 'received' });
    const failed = item({ state: 'failed' });
    const otherAccount = item({ accountId: '8' });
    const mine = item();
    const sendable = (candidate: OutboxItem) => candidate.accountId === '7';
    expect(nextItem([received, failed, otherAccount, mine], { ...context, sendable })).toBe(mine);
    expect(nextItem([received, failed, otherAccount], { ...context, sendable })).toBeUndefined();
  });

  it('wakes up for the earliest waiting item', () => {
    expect(nextWakeUp([item({ nextAttemptAt: 9 }), item({ nextAttemptAt: 4 }), item({ state: 'failed', nextAttemptAt: 1 })])).toBe(4);
    expect(nextWakeUp([item({ state: 'received' })])).toBeUndefined();
  });
});

describe('what the customer sees', () => {
  it("follows the order's newest submission", () => {
    expect(submissionStateOf([])).toBe('draft');
    expect(submissionStateOf([item()])).toBe('saved');
    expect(submissionStateOf([item({ state: 'sending' })])).toBe('sending');
    expect(submissionStateOf([item({ state: 'received' })])).toBe('received');
    const failed = item({ state: 'failed', lastError: { status: 422, code: 'validation_failed', message: 'Please check.' }, createdAt: 1 });
    expect(submissionStateOf([failed])).toEqual({ failed: 'Please check.' });
    expect(submissionStateOf([failed, item({ createdAt: 2 })])).toBe('saved');
  });

  it('counts in words', () => {
    expect(waitingLabel(1)).toBe('1 answer waiting to send');
    expect(waitingLabel(50)).toBe('50 answers waiting to send');
  });

  it('names an order one way: its id, or its code in canonical form', () => {
    expect(canonicalOrderRef(' 42 ')).toBe('42');
    expect(canonicalOrderRef('req-abcd-efgh-jkmn-pqrs-tvwx-yz01-2345')).toBe('REQ-ABCD-EFGH-JKMN-PQRS-TVWX-YZ01-2345');
  });
});
