import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import pino from 'pino';
import { openDatabase, type Database } from '../../db/database';
import type { Mailer } from '../../integrations/mailer';
import { createCustomer, createReading, createStaff, requestAs, type ReadingFixture } from '../../testing/accounts';
import { startPushStandIn, type PushStandIn, type StandInDevice } from '../../testing/push-stand-in';
import { describeEachDatabase, startTestApi, type TestApi } from '../../testing/test-api';
import { createNotifications } from './notifications';
import { PUSH_TTL_SECONDS } from './notification-worker';

const SAVE = {
  sketchUrl: 'https://cdn.example.com/sketches/nova.png',
  sketchAlt: 'A pencil sketch of a laughing woman',
  readingNotes: 'The Star and the Sun together: a bright, easy meeting is near.',
};

/** A mailer that only counts: these tests are about the push beside the mail. */
function countingMailer(): Mailer & { sent: string[] } {
  const sent: string[] = [];
  return { sent, async send(mail) { sent.push(mail.to); return { messageId: `<${sent.length}@test>` }; }, close() {} };
}

describeEachDatabase('web push beside the "ready" mail', (database) => {
  let api: TestApi;
  let pushService: PushStandIn;
  let staff: string;
  let mailer: ReturnType<typeof countingMailer>;
  let run = 0;

  beforeAll(async () => {
    pushService = await startPushStandIn();
    mailer = countingMailer();
    api = await startTestApi(database, { PUSH_EXTRA_ALLOWED_HOSTS: '127.0.0.1' }, { mailer, notifications: { pushAgent: pushService.agent } });
    staff = (await createStaff(api)).cookie;
  });
  afterAll(async () => {
    await api?.close();
    await pushService?.close();
  });
  beforeEach(() => {
    pushService.deliveries.length = 0;
    pushService.delayMs = 0;
  });

  const knex = () => api.container.db.knex;

  /** A customer with an account, `devices` browsers subscribed through the API, and a pending reading. */
  async function customer(devices: number): Promise<{ cookie: string; email: string; reading: ReadingFixture; devices: StandInDevice[] }> {
    run += 1;
    const email = `push-${run}@example.com`;
    const { id, cookie } = await createCustomer(api, email, 'Nova Push');
    // Sent signed in, so the request is on the account before it is paid.
    const reading = await createReading(api, { email, name: 'Nova Push' }, new Date(), { id, username: email });
    const subscribed: StandInDevice[] = [];
    for (let i = 0; i < devices; i++) {
      const device = pushService.device();
      const response = await requestAs(api, cookie, 'POST', '/api/push/subscriptions', {
        body: JSON.stringify({ endpoint: device.endpoint, expirationTime: null, keys: device.keys }),
        headers: { 'content-type': 'application/json', 'user-agent': 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36' },
      });
      expect(response.status, await response.clone().text()).toBe(201);
      subscribed.push(device);
    }
    return { cookie, email, reading, devices: subscribed };
  }

  const save = async (reading: ReadingFixture, extra: object = {}) => {
    const response = await api.request('PATCH', `/api/admin/readings/${reading.id}`, { body: { ...SAVE, ...extra }, headers: { cookie: staff } });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body;
  };
  const pushRows = (reading: ReadingFixture) => knex()('notification_outbox').where({ order_id: reading.orderId, channel: 'push' }).orderBy('id');
  const mailRows = (reading: ReadingFixture) => knex()('notification_outbox').where({ order_id: reading.orderId, channel: 'mail', kind: 'reading-ready' }).orderBy('id');
  const staffView = async (reading: ReadingFixture) => {
    const page = await api.request('GET', `/api/admin/readings?search=${encodeURIComponent('Nova Push')}&pageSize=100`, { headers: { cookie: staff } });
    return page.body.items.find((item: { id: number }) => item.id === reading.id);
  };
  const makeDue = (reading: ReadingFixture) => knex()('notification_outbox').where({ order_id: reading.orderId }).update({ next_attempt_at: new Date(Date.now() - 1000).toISOString() });

  it('sends "your reading is ready" to each device, signed, encrypted and urgent, with the e-mail', async () => {
    const { cookie, reading, devices } = await customer(2);
    const saved = await save(reading);
    expect(saved.readyNotice).toMatchObject({ email: 'pending', push: { pending: 2, sent: 0, failed: 0 } });

    await api.container.notifier.drain();
    const publicKey = (await api.request('GET', '/api/push/public-key')).body.publicKey;
    expect(pushService.problems).toEqual([]);
    expect(pushService.deliveries.map((delivery) => delivery.deviceId).sort()).toEqual(devices.map((device) => device.id).sort());
    for (const delivery of pushService.deliveries) {
      expect(delivery.vapidKey).toBe(publicKey);
      expect(delivery.headers).toMatchObject({ 'content-encoding': 'aes128gcm', ttl: String(PUSH_TTL_SECONDS), urgency: 'high' });
      expect(delivery.message).toEqual({
        title: 'Your soulmate reading is ready',
        body: 'Tap to open it.',
        url: `/first-reading/${reading.requestCode}`,
        tag: `order-${reading.orderId}`,
      });
    }
    expect(await mailRows(reading)).toHaveLength(1);
    expect((await staffView(reading)).readyNotice).toMatchObject({ email: 'sent', push: { sent: 2, failed: 0, pending: 0 } });
    const listed = await (await requestAs(api, cookie, 'GET', '/api/push/subscriptions')).json();
    expect(listed).toHaveLength(2);
    expect(listed[0]).toMatchObject({ label: 'Chrome on Android' });
    expect(listed.every((device: { lastSuccessAt: string | null }) => device.lastSuccessAt !== null)).toBe(true);
  });

  it('deletes a device the push service says is gone (410, 404), and tells staff the push failed', async () => {
    const { cookie, reading, devices } = await customer(3);
    pushService.answer(devices[0]!, { status: 410 });
    pushService.answer(devices[1]!, { status: 404 });
    await save(reading);
    await api.container.notifier.drain();

    const left = await (await requestAs(api, cookie, 'GET', '/api/push/subscriptions')).json();
    expect(left.map((device: { endpoint: string }) => device.endpoint)).toEqual([devices[2]!.endpoint]);
    expect((await pushRows(reading)).map((row) => row.status)).toEqual(['failed', 'failed', 'sent']);
    expect((await staffView(reading)).readyNotice.push).toEqual({ sent: 1, failed: 2, pending: 0 });
    // Nothing is tried again for them.
    await makeDue(reading);
    expect(await api.container.notifier.drain()).toBe(0);
    expect(pushService.deliveries).toHaveLength(3);
  });

  it('tries again after a 429 (when its Retry-After says) and a 500 (with backoff), then delivers once', async () => {
    const { reading, devices } = await customer(2);
    pushService.answer(devices[0]!, { status: 429, retryAfter: '120' });
    pushService.answer(devices[1]!, { status: 500 });
    await save(reading);
    const before = Date.now();
    await api.container.notifier.drain();

    const [busy, broken] = await pushRows(reading);
    expect(busy).toMatchObject({ status: 'pending', attempts: 1 });
    expect(broken).toMatchObject({ status: 'pending', attempts: 1 });
    expect(busy.last_error).toContain('429');
    const waits = [busy, broken].map((row) => new Date(row.next_attempt_at).getTime() - before);
    expect(waits[0]).toBeGreaterThanOrEqual(119_000);
    expect(waits[0]).toBeLessThan(125_000);
    expect(waits[1]).toBeGreaterThanOrEqual(29_000);
    expect(waits[1]).toBeLessThan(35_000);

    // Not before its time...
    expect(await api.container.notifier.drain()).toBe(0);
    // ... and then once.
    await knex()('notification_outbox').where({ order_id: reading.orderId, channel: 'push' }).update({ next_attempt_at: new Date(Date.now() - 1000).toISOString() });
    expect(await api.container.notifier.drain()).toBe(2);
    expect((await pushRows(reading)).map((row) => [row.status, row.attempts])).toEqual([['sent', 2], ['sent', 2]]);
    expect(pushService.deliveries.map((delivery) => delivery.status)).toEqual([429, 500, 201, 201]);
  });

  it('records any other 4xx and does not try again, keeping the device', async () => {
    const { cookie, reading, devices } = await customer(1);
    pushService.answer(devices[0]!, { status: 403 });
    await save(reading);
    await api.container.notifier.drain();
    const [row] = await pushRows(reading);
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
    expect(row.last_error).toContain('403');
    await makeDue(reading);
    expect(await api.container.notifier.drain()).toBe(0);
    expect(await (await requestAs(api, cookie, 'GET', '/api/push/subscriptions')).json()).toHaveLength(1);
  });

  it('sends nothing for a re-save of a completed reading, and mail and push again with "Tell the customer again"', async () => {
    const { reading } = await customer(1);
    await save(reading);
    await api.container.notifier.drain();
    expect(pushService.deliveries).toHaveLength(1);

    const fixed = await save(reading, { readingNotes: `${SAVE.readingNotes} (typo fixed)` });
    expect(fixed.readyNotice).toMatchObject({ email: 'sent', push: { sent: 1 } });
    expect(await api.container.notifier.drain()).toBe(0);
    expect(pushService.deliveries).toHaveLength(1);
    expect(await mailRows(reading)).toHaveLength(1);

    const again = await save(reading, { notifyAgain: true });
    expect(again.readyNotice).toMatchObject({ email: 'pending', push: { pending: 1, sent: 0 } });
    expect(await api.container.notifier.drain()).toBe(2);
    expect(pushService.deliveries).toHaveLength(2);
    expect((await mailRows(reading)).map((row) => row.event_key)).toEqual([`reading-ready:${reading.orderId}:1`, `reading-ready:${reading.orderId}:2`]);
  });

  it('queues one notice for two saves that arrive together', async () => {
    const { reading } = await customer(2);
    await Promise.all([save(reading), save(reading, { readingNotes: `${SAVE.readingNotes} Second tab.` })]);
    expect(await mailRows(reading)).toHaveLength(1);
    expect(await pushRows(reading)).toHaveLength(2);
    await api.container.notifier.drain();
    expect(pushService.deliveries).toHaveLength(2);
  });

  it('e-mails a customer with no device, and staff see that no push went', async () => {
    const { reading } = await customer(0);
    await save(reading);
    await api.container.notifier.drain();
    expect(pushService.deliveries).toHaveLength(0);
    expect((await staffView(reading)).readyNotice).toMatchObject({ email: 'sent', push: { sent: 0, failed: 0, pending: 0 } });
  });

  it('leaves a device the customer turned off before its push left', async () => {
    const { cookie, reading } = await customer(1);
    await save(reading);
    const [device] = await (await requestAs(api, cookie, 'GET', '/api/push/subscriptions')).json();
    expect((await requestAs(api, cookie, 'DELETE', `/api/push/subscriptions/${device.id}`, { body: '{}', headers: { 'content-type': 'application/json' } })).status).toBe(200);
    await api.container.notifier.drain();
    expect(pushService.deliveries).toHaveLength(0);
    expect(await pushRows(reading)).toMatchObject([{ status: 'failed', subscription_id: null }]);
  });

  it('never sends a row twice with two workers in two processes on one database', async () => {
    const readings: ReadingFixture[] = [];
    for (let i = 0; i < 4; i++) readings.push((await customer(5)).reading);
    for (const reading of readings) await save(reading);
    // A push per device, and per reading its confirmation and its "ready" mails.
    const rows = (await api.container.outbox.countByStatus()).pending!;
    expect(rows).toBe(4 * 5 + 4 * 2);
    pushService.delayMs = 20;

    // Two processes: each its own connection pool (or SQLite connection) and its own worker, taking
    // three rows at a time so that their claims interleave.
    const other: Database = openDatabase(api.container.config.databaseUrl);
    try {
      const workers = await Promise.all(
        [api.container.db, other].map(async (db) => {
          const mails = countingMailer();
          const notifications = await createNotifications(
            { db, config: api.container.config, mailer: mails, logger: pino({ level: 'silent' }) },
            { pushAgent: pushService.agent, worker: { batchSize: 3 } },
          );
          return { worker: notifications.worker, mails };
        }),
      );
      await other.knex.raw('select 1'); // its connection is open before the race starts
      const sent = await Promise.all(workers.map(({ worker }) => worker.drain()));
      expect(sent[0]! + sent[1]!).toBe(rows);
      expect(pushService.deliveries).toHaveLength(20);
      expect(new Set(pushService.deliveries.map((delivery) => delivery.deviceId)).size).toBe(20);
      expect(workers[0]!.mails.sent.length + workers[1]!.mails.sent.length).toBe(8);
      // Both took part (three rows at a time, each send slowed by the stand-in).
      expect(sent.every((count) => count > 0)).toBe(true);
      expect(await api.container.outbox.countByStatus()).not.toHaveProperty('pending');
    } finally {
      await other.close();
    }
  });
});
