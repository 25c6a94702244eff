import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { describeEachDatabase, startTestApi, type TestApi } from '../../testing/test-api';
import { createSubscriptionRetention, RETENTION_INTERVAL_MS, UNSUBSCRIBED_KEPT_DAYS, unsubscribedCutoff } from './retention';
import { unsubscribeTokenOf } from '../../testing/horoscope';
import { createSubscriptionsRepo } from './subscriptions.repo';

const logger = pino({ level: 'silent' });
const DAY_MS = 86_400_000;

describe('the retention of ended subscriptions', () => {
  it('keeps an unsubscribed row 30 days, as the privacy policy says', () => {
    expect(UNSUBSCRIBED_KEPT_DAYS).toBe(30);
    expect(unsubscribedCutoff(new Date('2026-12-31T10:00:00Z'))).toBe('2026-12-01T10:00:00.000Z');
  });

  it('deletes at most once an interval in a process, the first call at once', async () => {
    const deleteUnsubscribedBefore = vi.fn(async () => 0);
    const deleteExpired = createSubscriptionRetention({ subscriptions: { deleteUnsubscribedBefore }, logger });
    const start = Date.parse('2026-12-01T00:00:00Z');
    for (let minute = 0; minute < 120; minute++) await deleteExpired(new Date(start + minute * 60_000));
    expect(deleteUnsubscribedBefore).toHaveBeenCalledTimes(2);
    expect(deleteUnsubscribedBefore).toHaveBeenLastCalledWith(unsubscribedCutoff(new Date(start + RETENTION_INTERVAL_MS)));
  });
});

describeEachDatabase('ended horoscope subscriptions', (database) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(database);
  });
  afterAll(async () => api?.close());

  it('are deleted 30 days after unsubscribing; active ones, and ones restarted within the 30 days, stay', async () => {
    const repo = createSubscriptionsRepo(api.container.db);
    const now = new Date('2026-12-31T12:00:00Z');
    const ago = (days: number, ms = 0) => new Date(now.getTime() - days * DAY_MS + ms).toISOString();
    const subscribe = (email: string) => repo.subscribe({ emailKey: email, email, sign: 'virgo', signSourceAt: ago(100), timeZone: 'UTC' }, ago(100));
    for (const email of ['active@example.com', 'gone@example.com', 'just-gone@example.com', 'kept@example.com', 'back@example.com']) await subscribe(email);
    await repo.setActive('gone@example.com', false, ago(45));
    await repo.setActive('just-gone@example.com', false, ago(UNSUBSCRIBED_KEPT_DAYS, -1));
    await repo.setActive('kept@example.com', false, ago(UNSUBSCRIBED_KEPT_DAYS, 1));
    // "Subscribe again" from the unsubscribe page, 25 days after unsubscribing: active, so kept.
    await repo.setActive('back@example.com', false, ago(40));
    await api.container.horoscope.resubscribe(await unsubscribeTokenOf(api, 'back@example.com'), new Date(ago(15)));

    const deleteExpired = createSubscriptionRetention({ subscriptions: repo, logger });
    expect(await deleteExpired(now)).toBe(2);
    const left = await api.container.db.knex('horoscope_subscriptions').orderBy('email_key').pluck('email_key');
    expect(left).toEqual(['active@example.com', 'back@example.com', 'kept@example.com']);
    // Running it again (or in another process) deletes nothing more.
    expect(await createSubscriptionRetention({ subscriptions: repo, logger })(now)).toBe(0);

    // Within its 30 days the ended subscription can still be restarted.
    await api.container.horoscope.resubscribe(await unsubscribeTokenOf(api, 'kept@example.com'), now);
    expect((await repo.byEmailKey('kept@example.com'))?.unsubscribedAt).toBeNull();
  });
});
