import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createCustomer } from '../../testing/accounts';
import { subscribeConfirmed, unsubscribeTokenOf } from '../../testing/horoscope';
import { describeEachDatabase, freeReadingBody, startTestApi, type TestApi } from '../../testing/test-api';

/** 26 November 2026, 06:30 UTC: 07:30 in Paris (due), 06:30 in London (not yet), 15:30 in Tokyo (due). */
const MORNING = new Date('2026-11-26T06:30:00Z');

describeEachDatabase('the daily horoscope send', (database) => {
  let api: TestApi;

  async function subscribe(email: string, birthdate: string, timeZone?: string) {
    const created = await api.request('POST', '/api/free-soulmate', { body: freeReadingBody({ email, birthdate }) });
    expect(created.status).toBe(201);
    const code = created.body.order.requestCode as string;
    await subscribeConfirmed(api, code, { timeZone });
  }

  const horoscopeMails = async () =>
    (await api.container.db.knex('notification_outbox').where({ kind: 'daily-horoscope', channel: 'mail' }).orderBy('id')).map((row) => ({
      to: row.to_address,
      subject: row.subject,
      dedupeKey: row.dedupe_key,
    }));

  beforeAll(async () => {
    api = await startTestApi(database, { FREE_READING_RATE_LIMIT: '1000/60', HOROSCOPE_LINK_RATE_LIMIT: '1000/60' });
    await subscribe('paris@example.com', '1990-11-10', 'Europe/Paris');
    await subscribe('london@example.com', '1988-03-30', 'Europe/London');
    await subscribe('tokyo@example.com', '1979-06-25', 'Asia/Tokyo');
  });
  afterAll(async () => api?.close());

  it('queues each subscriber\'s day once from 07:00 local time, however often it runs', async () => {
    const first = await api.container.enqueueDailyHoroscopes(MORNING);
    expect(first).toMatchObject({ subscribers: 2, mails: 2 });
    expect((await horoscopeMails()).map(({ to, subject }) => ({ to, subject }))).toEqual([
      { to: 'paris@example.com', subject: 'Your Scorpio horoscope for Thursday, November 26, 2026' },
      { to: 'tokyo@example.com', subject: 'Your Cancer horoscope for Thursday, November 26, 2026' },
    ]);

    // Again, and again later that morning (London's 07:00 is now past): only London is new.
    expect(await api.container.enqueueDailyHoroscopes(MORNING)).toMatchObject({ subscribers: 0, mails: 0 });
    await Promise.all([api.container.enqueueDailyHoroscopes(new Date('2026-11-26T07:05:00Z')), api.container.enqueueDailyHoroscopes(new Date('2026-11-26T07:05:00Z'))]);
    const mails = await horoscopeMails();
    expect(mails.map(({ to }) => to)).toEqual(['paris@example.com', 'tokyo@example.com', 'london@example.com']);
    expect(new Set(mails.map(({ dedupeKey }) => dedupeKey)).size).toBe(3);
  });

  it('sends nothing twice even when the skip marks are lost: the outbox keys decide', async () => {
    const before = (await horoscopeMails()).length;
    await api.container.db.knex('horoscope_subscriptions').update({ last_queued_date: null, next_due_at: null });
    expect(await api.container.enqueueDailyHoroscopes(new Date('2026-11-26T09:00:00Z'))).toMatchObject({ subscribers: 0, mails: 0 });
    expect((await horoscopeMails()).length).toBe(before);
  });

  it('with a date, queues that day for every active subscriber whatever their hour, and none for the unsubscribed', async () => {
    const token = await unsubscribeTokenOf(api, 'london@example.com');
    expect((await api.request('POST', `/api/horoscope/unsubscribe?token=${encodeURIComponent(token)}`)).status).toBe(200);
    // 20.5 hours after the morning's send: at most one horoscope per subscriber per 20 hours.
    const result = await api.container.enqueueDailyHoroscopes(new Date('2026-11-27T03:00:00Z'), { date: '2026-11-27' });
    expect(result).toMatchObject({ subscribers: 2, mails: 2 });
    const friday = (await horoscopeMails()).filter(({ subject }) => subject.endsWith('Friday, November 27, 2026'));
    expect(friday.map(({ to }) => to)).toEqual(['paris@example.com', 'tokyo@example.com']);
    expect(await api.container.enqueueDailyHoroscopes(new Date('2026-11-27T03:00:00Z'), { date: '2026-11-27' })).toMatchObject({ mails: 0 });
  });

  /** Two push devices of the account, as the browser's subscribe would store them. */
  async function pushDevices(userId: number, name: string): Promise<number[]> {
    const knex = api.container.db.knex;
    const ids: number[] = [];
    for (const n of [1, 2]) {
      await knex('push_subscriptions').insert({
        user_id: userId,
        endpoint: `https://fcm.googleapis.com/fcm/send/${name}-${n}`,
        p256dh: 'p256dh',
        auth: 'auth',
        device_label: 'Test device',
        created_at: new Date().toISOString(),
      });
      ids.push(Number((await knex('push_subscriptions').where('endpoint', `https://fcm.googleapis.com/fcm/send/${name}-${n}`).first()).id));
    }
    return ids;
  }

  it('sends no push to a subscriber who chose no device, which is what the subscribe box asks', async () => {
    const { id: userId } = await createCustomer(api, 'vega@example.com');
    await subscribe('vega@example.com', '1990-11-10', 'UTC');
    await pushDevices(userId, 'vega');
    await api.container.enqueueDailyHoroscopes(new Date('2026-11-28T08:00:00Z'), { date: '2026-11-28' });
    expect(await api.container.db.knex('notification_outbox').where({ kind: 'daily-horoscope', channel: 'push', user_id: userId })).toHaveLength(0);
  });

  it('pushes once to the device the subscriber chose, not to the account\'s other devices, opening the horoscope page', async () => {
    const { id: userId } = await createCustomer(api, 'sirius@example.com');
    await subscribe('sirius@example.com', '1990-11-10', 'UTC');
    const knex = api.container.db.knex;
    const [chosen, other] = await pushDevices(userId, 'sirius');
    const subscription = await knex('horoscope_subscriptions').where({ email: 'sirius@example.com' }).first();
    await knex('horoscope_push_devices').insert({ subscription_id: subscription.id, device_id: chosen, created_at: new Date().toISOString() });
    for (let run = 0; run < 2; run++) await api.container.enqueueDailyHoroscopes(new Date('2026-11-28T08:00:00Z'), { date: '2026-11-28' });
    const pushes = await knex('notification_outbox').where({ kind: 'daily-horoscope', channel: 'push', user_id: userId });
    expect(pushes.map((row) => Number(row.subscription_id))).toEqual([chosen]);
    expect(pushes.map((row) => Number(row.subscription_id))).not.toContain(other);
    expect(JSON.parse(pushes[0].payload_json)).toMatchObject({ title: 'Your Scorpio horoscope for today', url: '/horoscope/scorpio' });
    // A device that goes takes its choice with it.
    await knex('push_subscriptions').where('id', chosen).delete();
    expect(await knex('horoscope_push_devices').where('subscription_id', subscription.id)).toHaveLength(0);
    // The devices are made up: their rows go, so the next test's drain does not try to reach them.
    await knex('notification_outbox').where({ channel: 'push', user_id: userId }).delete();
  });

  it('writes a mail with the sign, the date, the horoscope, and both unsubscribe headers', async () => {
    await api.container.notifier.drain();
    const mailDir = join(api.dataDir, 'mail');
    const file = readdirSync(mailDir).find((name) => name.endsWith('paris@example.com.eml') && readFileSync(join(mailDir, name), 'utf8').includes('horoscope for Thursday'));
    expect(file).toBeDefined();
    const eml = readFileSync(join(mailDir, file!), 'utf8');
    // Headers may be folded over lines: unfold them before reading.
    const head = eml.slice(0, eml.indexOf('\n\n')).replace(/\r?\n[ \t]+/g, ' ');
    const header = (name: string) => head.split('\n').find((line) => line.toLowerCase().startsWith(`${name.toLowerCase()}:`))?.slice(name.length + 1).trim();
    expect(header('Subject')).toBe('Your Scorpio horoscope for Thursday, November 26, 2026');
    expect(header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const listUnsubscribe = header('List-Unsubscribe');
    expect(listUnsubscribe).toMatch(/^<http:\/\/shop\.test\/api\/horoscope\/unsubscribe\?token=[^>]+>$/);
    expect(eml).toContain('Special Insight');
    // "Open My Horoscope" opens the sign the mail names, not the 12-sign picker.
    expect(eml).toMatch(/Open My Horoscope: http:\/\/shop\.test\/horoscope\/scorpio\s/);

    // The header's address works as the mail program uses it: a one-click POST unsubscribes.
    const url = new URL(listUnsubscribe!.slice(1, -1));
    const response = await api.request('POST', `${url.pathname}${url.search}`, { raw: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(response.status).toBe(200);
    expect((await api.container.db.knex('horoscope_subscriptions').where('email_key', 'paris@example.com').first()).unsubscribed_at).not.toBeNull();
  });
});
