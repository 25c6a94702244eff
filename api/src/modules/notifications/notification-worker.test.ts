import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMailer, SMTP_TIMEOUTS, type Mailer, type OutgoingMail } from '../../integrations/mailer';
import type { PushSender } from '../../integrations/web-push';
import { TEST_DATABASES, describeEachDatabase, freeReadingBody, startTestApi, type TestApi } from '../../testing/test-api';
import { OUTBOX_LEASE_MS, createNotificationWorker, retryAfterMs, retryDelayMs } from './notification-worker';
import { createPushSubscriptionsRepo } from './push-subscriptions.repo';

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

/** A mailer whose every send takes `ms`, like an SMTP server that answers slowly. */
function slowMailer(ms: number) {
  const sent: OutgoingMail[] = [];
  const mailer: Mailer = {
    async send(mail) {
      await new Promise((resolve) => setTimeout(resolve, ms));
      sent.push(mail);
      return { messageId: `<${sent.length}@test>` };
    },
    close() {},
  };
  return { mailer, sent };
}

const noPush: PushSender = {
  send: () => Promise.reject(new Error('no push in this test')),
};

describeEachDatabase('the notification outbox, a send that outlives its lease', (database) => {
  const LEASE_MS = 600;
  let api: TestApi;
  const slow = slowMailer(3 * LEASE_MS);

  beforeAll(async () => {
    api = await startTestApi(database, {}, { mailer: slow.mailer, notifications: { worker: { leaseMs: LEASE_MS } } });
  });
  afterAll(async () => api?.close());

  it('is delivered once: a second worker polling all the while never takes the row', async () => {
    await api.request('POST', '/api/free-soulmate', { body: freeReadingBody({ email: 'slow@example.com' }) });
    // Another process's worker: the same outbox and mail server, the same short lease.
    const other = createNotificationWorker(
      { outbox: api.container.outbox, mailer: slow.mailer, push: { sender: noPush, subscriptions: createPushSubscriptionsRepo(api.container.db) }, logger: pino({ level: 'silent' }) },
      { leaseMs: LEASE_MS },
    );
    let finished = false;
    const first = api.container.notifier.drain().finally(() => {
      finished = true;
    });
    const others: Array<Promise<number>> = [];
    while (!finished) {
      await new Promise((resolve) => setTimeout(resolve, LEASE_MS / 4));
      others.push(other.drain());
    }
    const counts = [await first, ...(await Promise.all(others))];

    expect(slow.sent.map((mail) => mail.to)).toEqual(['slow@example.com']);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(1);
    expect(await api.container.db.knex('notification_outbox').where({ to_address: 'slow@example.com' }).first()).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('records a send only for the worker that holds the lease', async () => {
    await api.request('POST', '/api/free-soulmate', { body: freeReadingBody({ email: 'fenced@example.com' }) });
    const { outbox, db } = api.container;
    const start = new Date();
    const [late] = await outbox.claimDue(start, LEASE_MS, 10);
    // Its lease ran out: another worker takes the row.
    const [current] = await outbox.claimDue(new Date(start.getTime() + LEASE_MS + 1), LEASE_MS, 10);
    expect(current?.id).toBe(late!.id);

    expect(await outbox.renewLease(late!, new Date(Date.now() + LEASE_MS))).toBe(false);
    expect(await outbox.markSent(late!, new Date())).toBe(false);
    expect(await outbox.markFailed(late!, 'timed out', new Date())).toBe(false);
    expect(await db.knex('notification_outbox').where({ id: late!.id }).first()).toMatchObject({ status: 'pending', attempts: 2, last_error: null });

    expect(await outbox.markSent(current!, new Date())).toBe(true);
    expect(await db.knex('notification_outbox').where({ id: late!.id }).first()).toMatchObject({ status: 'sent', locked_until: null });
  });
});

describe('the SMTP transport', () => {
  let server: Server;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    // Accepts the connection and never says a word: a mail server that stalls.
    server = createServer((socket) => void sockets.push(socket));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('gives up on a stalled server well within the outbox lease', () => {
    for (const timeout of Object.values(SMTP_TIMEOUTS)) expect(timeout).toBeLessThanOrEqual(OUTBOX_LEASE_MS / 2);
  });

  it('applies its timeouts to the connection', async () => {
    const port = (server.address() as AddressInfo).port;
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'shop@example.com',
      mailDir: '/nonexistent',
      logger: pino({ level: 'silent' }),
      timeouts: { connectionTimeout: 300, greetingTimeout: 300, socketTimeout: 300 },
    });
    const started = Date.now();
    await expect(mailer.send({ to: 'x@example.com', subject: 'Hi', text: 'Hi', html: '<p>Hi</p>' })).rejects.toThrow(/greeting|timeout/i);
    expect(Date.now() - started).toBeLessThan(3000);
    mailer.close();
  });
});
