import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { OfflineDatabase } from '@/lib/device/database';
import { takeLease, withLease } from './lock';
import { drainOutbox, enqueue, type OutboxDeps } from './outbox';
import type { OutboxItem } from './types';

/**
 * The outbox as it runs in a page or the service worker, on an in-memory IndexedDB, with the server
 * replaced by a script of answers.
 */
let db: OfflineDatabase;
let clock: number;
let sent: OutboxItem[];
let answer: (item: OutboxItem) => Promise<string>;
let session: string | null | Error;

function deps(overrides: Partial<OutboxDeps> = {}): OutboxDeps {
  return {
    db,
    send: async (item) => {
      sent.push(item);
      return answer(item);
    },
    whoAmI: async () => {
      if (session instanceof Error) throw session;
      return session;
    },
    now: () => clock,
    random: () => 0.5,
    lock: (work) => withLease(db, work),
    ...overrides,
  };
}

const offline = () => new ApiError(0, 'network', 'You appear to be offline.');
const queue = (orderRef: string, accountId = '7', answers: unknown = { name: 'Nova' }) =>
  enqueue({ accountId, questionnaireId: 'generic', orderRef, answers }, { db, now: () => clock++ });
const item = async (submissionId: string) => (await db.questionnaireOutbox.get(submissionId))!;

beforeEach(() => {
  db = new OfflineDatabase(`test-${crypto.randomUUID()}`);
  clock = 1_000_000;
  sent = [];
  answer = async () => '2026-11-23T10:00:00.000Z';
  session = '7';
});

afterEach(async () => {
  db.close();
  await db.delete();
});

describe('the outbox', () => {
  it('sends everything oldest first, once each, and forgets the drafts the server now has', async () => {
    const ids = [await queue('1'), await queue('2'), await queue('REQ-0000-0000-0000-0000-0000-0000-0003')];
    await db.questionnaireDrafts.put({ accountId: '7', orderRef: '1', questionnaireId: 'generic', values: { name: 'No' }, step: 2, updatedAt: 1 });

    const result = await drainOutbox({ deps: deps() });

    expect(result).toMatchObject({ received: 3, failed: 0, retryLater: false, wakeUpAt: undefined });
    expect(sent.map((one) => one.submissionId)).toEqual(ids);
    for (const id of ids) expect(await item(id)).toMatchObject({ state: 'received', receivedAt: '2026-11-23T10:00:00.000Z' });
    expect(await db.questionnaireDrafts.count()).toBe(0);
    expect((await item(ids[0]!)).url).toBe('/api/questionnaires/generic/1');

    await drainOutbox({ force: true, deps: deps() });
    expect(sent).toHaveLength(3);
  });

  it('without a network: the item waits with a growing backoff, the round stops, and a forced drain tries again', async () => {
    const first = await queue('1');
    await queue('2');
    answer = async () => {
      throw offline();
    };

    const result = await drainOutbox({ deps: deps() });
    expect(result.retryLater).toBe(true);
    // The first failure stops the round: no point knocking with the second.
    expect(sent).toHaveLength(1);
    expect(await item(first)).toMatchObject({ state: 'queued', attempts: 1, nextAttemptAt: clock + 2_000 });
    expect(result.wakeUpAt).toBe(clock + 2_000);

    // Not due yet: the timer's drain sends nothing; a trigger (online, visible) forces a try.
    await drainOutbox({ deps: deps() });
    expect(sent.filter((one) => one.submissionId === first)).toHaveLength(1);
    await drainOutbox({ force: true, deps: deps() });
    expect(await item(first)).toMatchObject({ attempts: 2, nextAttemptAt: clock + 4_000 });

    answer = async () => '2026-11-23T10:00:00.000Z';
    clock += 4_000;
    expect(await drainOutbox({ deps: deps() })).toMatchObject({ received: 2, retryLater: false });
  });

  it("a busy server's Retry-After sets the next try", async () => {
    const id = await queue('1');
    answer = async () => {
      throw new ApiError(503, 'database_busy', 'Busy', undefined, '120');
    };
    await drainOutbox({ deps: deps() });
    expect(await item(id)).toMatchObject({ state: 'queued', attempts: 1, nextAttemptAt: clock + 120_000, lastError: { status: 503, code: 'database_busy' } });
  });

  it('a refusal (422, 404, 409) stops that item for good, says what to do, and the rest go on', async () => {
    const invalid = await queue('1');
    const missing = await queue('2');
    const answered = await queue('3');
    const fine = await queue('4');
    const refusals: Record<string, ApiError> = {
      [invalid]: new ApiError(422, 'validation_failed', 'Some information is missing or incomplete.', { name: ['Name is required'] }),
      [missing]: new ApiError(404, 'not_found', 'Not found'),
      [answered]: new ApiError(409, 'already_answered', 'Already answered'),
    };
    answer = async (one) => {
      const refusal = refusals[one.submissionId];
      if (refusal) throw refusal;
      return '2026-11-23T10:00:00.000Z';
    };

    expect(await drainOutbox({ deps: deps() })).toMatchObject({ received: 1, failed: 3, retryLater: false, wakeUpAt: undefined });
    expect(await item(invalid)).toMatchObject({
      state: 'failed',
      lastError: { status: 422, code: 'validation_failed', message: 'Some information is missing or incomplete. Please open the questionnaire, check your answers and submit again.' },
    });
    expect((await item(missing)).lastError).toMatchObject({ code: 'not_found', message: expect.stringContaining('log in with the account that placed it') });
    expect((await item(answered)).lastError).toMatchObject({ code: 'already_answered', message: expect.stringContaining('We already have answers for this order') });
    expect(await item(fine)).toMatchObject({ state: 'received' });

    // Never again, however often the outbox is drained.
    for (let round = 0; round < 5; round += 1) await drainOutbox({ force: true, deps: deps() });
    expect(sent).toHaveLength(4);
  });

  it('answers wait for their own account: never sent while signed out or under another account', async () => {
    const mine = await queue('1', '7');
    const anonymous = await queue('REQ-0000-0000-0000-0000-0000-0000-0002', '');

    session = null;
    await drainOutbox({ force: true, deps: deps() });
    expect(sent.map((one) => one.submissionId)).toEqual([anonymous]);
    expect(await item(mine)).toMatchObject({ state: 'queued', attempts: 0 });

    session = '8';
    await drainOutbox({ force: true, deps: deps() });
    expect(sent).toHaveLength(1);

    session = '7';
    await drainOutbox({ force: true, deps: deps() });
    expect(sent.map((one) => one.submissionId)).toEqual([anonymous, mine]);
  });

  it('a session that ends mid-round leaves the item waiting, without counting a failure', async () => {
    const id = await queue('1');
    answer = async () => {
      throw new ApiError(401, 'unauthorized', 'Log in');
    };
    expect(await drainOutbox({ deps: deps() })).toMatchObject({ received: 0, failed: 0 });
    expect(await item(id)).toMatchObject({ state: 'queued', attempts: 0 });
  });

  it('cannot ask who is signed in (offline): the item backs off', async () => {
    const id = await queue('1');
    session = offline();
    expect(await drainOutbox({ deps: deps() })).toMatchObject({ retryLater: true });
    expect(sent).toHaveLength(0);
    expect(await item(id)).toMatchObject({ state: 'queued', attempts: 1 });
  });

  it('new answers for an order replace ones that never reached the server', async () => {
    const failed = await queue('1');
    await db.questionnaireOutbox.update(failed, { state: 'failed' });
    const waiting = await queue('2');
    const onTheirWay = await queue('3');
    await db.questionnaireOutbox.update(onTheirWay, { state: 'sending' });

    const again1 = await queue('1', '7', { name: 'Fixed' });
    const again2 = await queue('2');
    await queue('3');

    expect(await db.questionnaireOutbox.get(failed)).toBeUndefined();
    expect(await db.questionnaireOutbox.get(waiting)).toBeUndefined();
    // One already on its way stays: its fate is the server's.
    expect(await item(onTheirWay)).toMatchObject({ state: 'sending' });
    expect((await item(again1)).answers).toEqual({ name: 'Fixed' });
    expect(await item(again2)).toMatchObject({ state: 'queued' });
  });

  it('an item left "sending" by a closed tab goes back in line, ahead of newer answers for its order', async () => {
    const cutOff = await queue('1');
    await db.questionnaireOutbox.update(cutOff, { state: 'sending' });
    const newer = await queue('1');
    await db.questionnaireOutbox.update(newer, { createdAt: clock + 10 });
    await drainOutbox({ deps: deps() });
    expect(sent.map((one) => one.submissionId)).toEqual([cutOff, newer]);
  });

  it('two drainers at once (tabs, the service worker) send each item once', async () => {
    const ids: string[] = [];
    for (let order = 1; order <= 20; order += 1) ids.push(await queue(String(order)));
    answer = async () => {
      await new Promise((resolve) => setTimeout(resolve, 2));
      return '2026-11-23T10:00:00.000Z';
    };
    const results = await Promise.all([drainOutbox({ force: true, deps: deps() }), drainOutbox({ force: true, deps: deps() }), drainOutbox({ force: true, deps: deps() })]);
    expect(results.reduce((sum, result) => sum + result.received, 0)).toBe(20);
    expect(sent.map((one) => one.submissionId).sort()).toEqual([...ids].sort());
  });

  it('a drainer that starts while another is mid-send waits for it, rather than taking its item back', async () => {
    const id = await queue('1');
    let release!: () => void;
    const slow = new Promise<void>((resolve) => (release = resolve));
    answer = async () => {
      await slow;
      return '2026-11-23T10:00:00.000Z';
    };
    const first = drainOutbox({ force: true, deps: deps() });
    await expect.poll(() => sent.length).toBe(1);
    // The second one (another tab) would otherwise see the item "sending", take it for cut off, and resend it.
    const second = drainOutbox({ force: true, deps: deps() });
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    await Promise.all([first, second]);
    expect(sent.map((one) => one.submissionId)).toEqual([id]);
  });

  it('the lease (where Web Locks are missing) has one holder until it expires', async () => {
    expect(await takeLease(db, 'tab-a', 0)).toBe(true);
    expect(await takeLease(db, 'tab-b', 1_000)).toBe(false);
    expect(await takeLease(db, 'tab-a', 1_000)).toBe(true);
    // A holder that vanished (a closed tab) frees it after 30 s.
    expect(await takeLease(db, 'tab-b', 31_001)).toBe(true);
    expect(await takeLease(db, 'tab-a', 31_002)).toBe(false);
  });
});
