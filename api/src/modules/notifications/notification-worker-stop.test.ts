import pino from 'pino';
import { afterEach, expect, it } from 'vitest';
import type { Mailer, OutgoingMail } from '../../integrations/mailer';
import type { PushSender } from '../../integrations/web-push';
import { describeEachDatabase, freeReadingBody, startTestApi, type TestApi } from '../../testing/test-api';
import { createNotificationWorker } from './notification-worker';
import { createPushSubscriptionsRepo } from './push-subscriptions.repo';

/** A mailer whose first send waits until the test lets it go: a stop arrives mid-send. */
function heldMailer() {
  const sent: OutgoingMail[] = [];
  let letGo = () => {};
  let started = () => {};
  const firstStarted = new Promise<void>((resolve) => (started = resolve));
  const released = new Promise<void>((resolve) => (letGo = resolve));
  const mailer: Mailer = {
    async send(mail) {
      if (sent.length === 0) {
        started();
        await released;
      }
      sent.push(mail);
      return { messageId: `<${sent.length}@test>` };
    },
    close() {},
  };
  return { mailer, sent, firstStarted, letGo };
}

const noPush: PushSender = { send: () => Promise.reject(new Error('no push in this test')) };

describeEachDatabase('the notification worker, stopped mid-pass (a process shutting down)', (database) => {
  let api: TestApi | undefined;
  afterEach(async () => {
    await api?.close();
    api = undefined;
  });

  it('finishes the send in hand and hands back the rows it took, for another process to send at once', async () => {
    const held = heldMailer();
    api = await startTestApi(database, {}, { mailer: held.mailer });
    for (const email of ['one@example.com', 'two@example.com', 'three@example.com']) {
      expect((await api.request('POST', '/api/free-soulmate', { body: freeReadingBody({ email }) })).status).toBe(201);
    }
    const { knex } = api.container.db;

    const pass = api.container.notifier.drain();
    await held.firstStarted;
    // All three are this worker's now, leased for two minutes.
    const [leased] = await knex('notification_outbox').whereNotNull('locked_until').count({ n: '*' });
    expect(Number(leased?.n)).toBe(3);

    const stopped = api.container.notifier.stop();
    held.letGo();
    await stopped;
    expect(await pass).toBe(1);

    const rows: Array<{ to_address: string; status: string; locked_until: unknown }> = await knex('notification_outbox')
      .select('to_address', 'status', 'locked_until')
      .orderBy('id');
    expect(rows).toEqual([
      { to_address: 'one@example.com', status: 'sent', locked_until: null },
      { to_address: 'two@example.com', status: 'pending', locked_until: null },
      { to_address: 'three@example.com', status: 'pending', locked_until: null },
    ]);

    // Another process's worker takes them now, not when the lease would have ended.
    const other = createNotificationWorker({
      outbox: api.container.outbox,
      mailer: held.mailer,
      push: { sender: noPush, subscriptions: createPushSubscriptionsRepo(api.container.db) },
      logger: pino({ level: 'silent' }),
    });
    expect(await other.drain()).toBe(2);
    expect(held.sent.map((mail) => mail.to)).toEqual(['one@example.com', 'two@example.com', 'three@example.com']);
    // A stopped worker takes nothing more, even when asked.
    expect(await api.container.notifier.drain()).toBe(0);
  });
});
