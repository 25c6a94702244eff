import { afterEach, describe, expect, it } from 'vitest';
import type { Mailer, OutgoingMail } from '../../integrations/mailer';
import { TEST_DATABASES, freeReadingBody, startTestApi, type TestApi } from '../../testing/test-api';
import { retryAfterMs, retryDelayMs } from './notification-worker';

/** A mailer that fails its first `failures` sends, like an SMTP server that is down for a while. */
function flakyMailer(failures: number) {
  const sent: OutgoingMail[] = [];
  let calls = 0;
  const mailer: Mailer = {
    async send(mail) {
      calls += 1;
      if (calls <= failures) throw new Error('connect ECONNREFUSED 127.0.0.1:25');
      sent.push(mail);
      return { messageId: `<${calls}@test>` };
    },
    close() {},
  };
  return { mailer, sent, calls: () => calls };
}

describe('the notification outbox, mail', () => {
  let api: TestApi | undefined;
  afterEach(async () => {
    await api?.close();
    api = undefined;
  });

  it('keeps a request when mail fails, and sends it on a later pass', async () => {
    const flaky = flakyMailer(1);
    api = await startTestApi(TEST_DATABASES[0], {}, { mailer: flaky.mailer });

    const created = await api.request('POST', '/api/free-soulmate', { body: freeReadingBody({ email: 'retry@example.com' }) });
    expect(created.status).toBe(201);

    expect(await api.container.notifier.drain()).toBe(0);
    const failedOnce = await api.container.db.knex('notification_outbox').where({ to_address: 'retry@example.com' }).first();
    expect(failedOnce).toMatchObject({ status: 'pending', attempts: 1 });
    expect(failedOnce.last_error).toContain('ECONNREFUSED');
    expect((await api.request('GET', `/api/readings/by-code/${created.body.order.requestCode}`)).status).toBe(200);

    // Make the retry due now rather than in 30 seconds.
    await api.container.db.knex('notification_outbox').where({ id: failedOnce.id }).update({ next_attempt_at: new Date(Date.now() - 1000).toISOString() });
    expect(await api.container.notifier.drain()).toBe(1);
    expect(flaky.sent.map((mail) => mail.to)).toEqual(['retry@example.com']);
    expect(await api.container.outbox.latestFor('retry@example.com')).toMatchObject({ status: 'sent' });

    // Nothing is sent twice.
    expect(await api.container.notifier.drain()).toBe(0);
    expect(flaky.calls()).toBe(2);
  });

  it('marks a mail failed after the last attempt', async () => {
    const flaky = flakyMailer(Number.POSITIVE_INFINITY);
    api = await startTestApi(TEST_DATABASES[0], {}, { mailer: flaky.mailer, notifications: { worker: { maxAttempts: 2 } } });
    await api.request('POST', '/api/free-soulmate', { body: freeReadingBody({ email: 'never@example.com' }) });
    const knex = api.container.db.knex;
    for (let pass = 0; pass < 2; pass++) {
      await api.container.notifier.drain();
      await knex('notification_outbox').update({ next_attempt_at: new Date(Date.now() - 1000).toISOString() });
    }
    expect(await knex('notification_outbox').where({ to_address: 'never@example.com' }).first()).toMatchObject({ status: 'failed', attempts: 2 });
  });

  it('leases a mail so two workers never send it twice', async () => {
    const flaky = flakyMailer(0);
    api = await startTestApi(TEST_DATABASES[0], {}, { mailer: flaky.mailer });
    await api.request('POST', '/api/free-soulmate', { body: freeReadingBody({ email: 'once@example.com' }) });
    const [first, second] = await Promise.all([
      api.container.outbox.claimDue(new Date(), 60_000, 10),
      api.container.outbox.claimDue(new Date(), 60_000, 10),
    ]);
    expect(first.length + second.length).toBe(1);
  });

  it('backs off between attempts, up to an hour', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(retryDelayMs(20)).toBe(3_600_000);
  });

  it("reads a push service's Retry-After in seconds or as a date", () => {
    const now = Date.parse('2026-11-23T10:00:00Z');
    expect(retryAfterMs('120', now)).toBe(120_000);
    expect(retryAfterMs('Mon, 23 Nov 2026 10:05:00 GMT', now)).toBe(300_000);
    expect(retryAfterMs(undefined, now)).toBeUndefined();
    expect(retryAfterMs('soon', now)).toBeUndefined();
  });
});
