import { afterAll, beforeAll, expect, it } from 'vitest';
import { HOROSCOPE_NO_CHANNEL_MESSAGE } from '@shared/schemas/horoscope';
import { createCustomer, createReading, markPaid } from '../../testing/accounts';
import { subscribeConfirmed } from '../../testing/horoscope';
import { describeEachDatabase, startTestApi, type TestApi } from '../../testing/test-api';

describeEachDatabase('the signed-in customer\'s daily horoscope settings', (database) => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi(database, { FREE_READING_RATE_LIMIT: '1000/60' });
  });
  afterAll(async () => api?.close());

  const settings = (cookie: string) => api.request('GET', '/api/account/horoscope', { headers: { cookie } });
  const change = (cookie: string, body: unknown) => api.request('PATCH', '/api/account/horoscope', { body, headers: { cookie } });

  /** A customer whose account holds a paid reading of this birth date. */
  async function customerWithReading(email: string, birthdate: string) {
    const customer = await createCustomer(api, email);
    await markPaid(api, await createReading(api, { email, birthdate }));
    return customer;
  }

  /** One of the account's push devices, as the browser's subscribe stores it. */
  async function device(userId: number, name: string): Promise<number> {
    const { knex } = api.container.db;
    const endpoint = `https://fcm.googleapis.com/fcm/send/${name}`;
    await knex('push_subscriptions').insert({ user_id: userId, endpoint, p256dh: 'p256dh', auth: 'auth', device_label: 'Test device', created_at: new Date().toISOString() });
    return Number((await knex('push_subscriptions').where({ endpoint }).first()).id);
  }

  it('is for signed-in customers only', async () => {
    expect((await api.request('GET', '/api/account/horoscope')).status).toBe(401);
    expect((await api.request('PATCH', '/api/account/horoscope', { body: { subscribed: true } })).status).toBe(401);
  });

  it('shows the sign of the latest reading, turns it on in the browser\'s zone, and off again', async () => {
    const { cookie } = await customerWithReading('deneb@example.com', '1990-11-10');
    const before = await settings(cookie);
    expect(before.status).toBe(200);
    expect(before.body).toEqual({ sign: 'scorpio', subscribed: false, byEmail: true, pushDeviceIds: [], timeZone: null });

    const on = await change(cookie, { subscribed: true, timeZone: 'America/Denver' });
    expect(on.status).toBe(200);
    expect(on.body).toEqual({ sign: 'scorpio', subscribed: true, byEmail: true, pushDeviceIds: [], timeZone: 'America/Denver' });
    expect((await settings(cookie)).body).toEqual(on.body);

    const off = await change(cookie, { subscribed: false });
    expect(off.body).toMatchObject({ subscribed: false, timeZone: 'America/Denver' });
    const row = await api.container.db.knex('horoscope_subscriptions').where('email_key', 'deneb@example.com').first();
    expect(row.unsubscribed_at).not.toBeNull();
  });

  it('is the same subscription as the reading page\'s for the account\'s address', async () => {
    const { cookie } = await customerWithReading('mira@example.com', '1985-04-02');
    const code = (await createReading(api, { email: 'Mira@Example.com', birthdate: '1985-04-02' })).requestCode;
    await subscribeConfirmed(api, code, { timeZone: 'Asia/Tokyo' });
    expect((await settings(cookie)).body).toMatchObject({ sign: 'aries', subscribed: true, timeZone: 'Asia/Tokyo' });
    expect(await api.container.db.knex('horoscope_subscriptions').where('email_key', 'mira@example.com')).toHaveLength(1);
  });

  it('turns on for the sign the customer chose when the account has no reading\'s birth date, with no mail to confirm', async () => {
    const { cookie } = await createCustomer(api, 'chooser@example.com');
    const on = await change(cookie, { subscribed: true, sign: 'pisces', timeZone: 'Europe/Rome' });
    expect(on.status).toBe(200);
    expect(on.body).toMatchObject({ sign: 'pisces', subscribed: true, timeZone: 'Europe/Rome' });
    const refused = await change(cookie, { subscribed: true, sign: 'ophiuchus' });
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.error.details)).toEqual(['sign']);
  });

  it('refuses to turn on without a reading with a birth date (409), and changes nothing', async () => {
    const { cookie } = await createCustomer(api, 'nobirth@example.com');
    expect((await settings(cookie)).body).toMatchObject({ sign: null, subscribed: false });
    const refused = await change(cookie, { subscribed: true });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('no_birth_date');
    expect(await api.container.db.knex('horoscope_subscriptions').where('email_key', 'nobirth@example.com')).toHaveLength(0);
  });

  it('sends to the device the customer chose, only their own, and never with no channel left', async () => {
    const { id, cookie } = await customerWithReading('hadar@example.com', '1992-08-01');
    const other = await createCustomer(api, 'rigel@example.com');
    const phone = await device(id, 'hadar-phone');
    const strangers = await device(other.id, 'rigel-phone');
    expect((await change(cookie, { subscribed: true })).status).toBe(200);

    const someoneElses = await change(cookie, { pushDevice: { id: strangers, on: true } });
    expect(someoneElses.status).toBe(404);

    // Mail off with no device: refused with the field's words, nothing changed.
    const noChannel = await change(cookie, { byEmail: false });
    expect(noChannel.status).toBe(422);
    expect(noChannel.body.error.details).toEqual({ byEmail: [HOROSCOPE_NO_CHANNEL_MESSAGE] });
    expect((await settings(cookie)).body).toMatchObject({ byEmail: true, pushDeviceIds: [] });

    expect((await change(cookie, { pushDevice: { id: phone, on: true } })).body).toMatchObject({ pushDeviceIds: [phone] });
    expect((await change(cookie, { byEmail: false })).body).toMatchObject({ subscribed: true, byEmail: false, pushDeviceIds: [phone] });
    // The last channel cannot go while it is on; turned off, it may.
    expect((await change(cookie, { pushDevice: { id: phone, on: false } })).status).toBe(422);
    expect((await change(cookie, { subscribed: false, pushDevice: { id: phone, on: false } })).body).toMatchObject({ subscribed: false, pushDeviceIds: [] });
  });

  it('answers 422 with field details for a malformed change', async () => {
    const { cookie } = await customerWithReading('wezen@example.com', '1990-01-01');
    const response = await change(cookie, { subscribed: 'yes', pushDevice: { id: -1, on: true } });
    expect(response.status).toBe(422);
    expect(Object.keys(response.body.error.details).sort()).toEqual(['pushDevice.id', 'subscribed']);
  });
});
