import { afterAll, beforeAll, expect, it } from 'vitest';
import { subscribeConfirmed } from '../../testing/horoscope';
import { describeEachDatabase, freeReadingBody, startTestApi, type TestApi } from '../../testing/test-api';

describeEachDatabase('daily horoscope subscriptions', (database) => {
  let api: TestApi;

  async function createReading(overrides: Record<string, unknown> = {}) {
    const response = await api.request('POST', '/api/free-soulmate', { body: freeReadingBody(overrides) });
    expect(response.status).toBe(201);
    return response.body.order.requestCode as string;
  }

  const subscriptions = () => api.container.db.knex('horoscope_subscriptions').orderBy('id');

  beforeAll(async () => {
    api = await startTestApi(database, { FREE_READING_RATE_LIMIT: '1000/60', HOROSCOPE_SUBSCRIBE_RATE_LIMIT: '1000/60', CONFIRMATION_MAILS_PER_ADDRESS: '1000/60' });
  });
  afterAll(async () => api?.close());

  // Each request by code is confirmed from the inbox's link (consent.test.ts: nothing starts without it).
  it('subscribes the address for its sign from the reading page and from the order page, once the inbox confirms', async () => {
    await subscribeConfirmed(api, await createReading({ email: 'vega@example.com', birthdate: '1990-11-10' }), { timeZone: 'Europe/Paris' });
    await subscribeConfirmed(api, await createReading({ email: 'Altair+stars@Example.com', birthdate: '1985-04-02' }), { via: 'orders' });

    const rows = await subscriptions().whereIn('email_key', ['vega@example.com', 'altair@example.com']);
    expect(rows.map((row) => ({ key: row.email_key, email: row.email, sign: row.sign, zone: row.time_zone, unsubscribed: row.unsubscribed_at }))).toEqual([
      { key: 'vega@example.com', email: 'vega@example.com', sign: 'scorpio', zone: 'Europe/Paris', unsubscribed: null },
      { key: 'altair@example.com', email: 'altair+stars@example.com', sign: 'aries', zone: 'UTC', unsubscribed: null },
    ]);
  });

  it('keeps one subscription per address, with the latest reading\'s sign', async () => {
    const first = await createReading({ email: 'lyra@example.com', birthdate: '1991-07-30' });
    const second = await createReading({ email: 'LYRA@example.com', birthdate: '1991-01-05' });
    // The later reading subscribes first; the older one, subscribed afterwards, does not take its sign back.
    await subscribeConfirmed(api, second);
    await subscribeConfirmed(api, first, { via: 'orders', timeZone: 'Asia/Tokyo' });
    const rows = await subscriptions().where('email_key', 'lyra@example.com');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ sign: 'capricorn', time_zone: 'Asia/Tokyo' });

    const third = await createReading({ email: 'lyra@example.com', birthdate: '1991-08-01' });
    await subscribeConfirmed(api, third);
    const after = await subscriptions().where('email_key', 'lyra@example.com');
    expect(after).toHaveLength(1);
    // No zone sent this time: the one already known is kept.
    expect(after[0]).toMatchObject({ sign: 'leo', time_zone: 'Asia/Tokyo' });
  });

  it('takes an unknown time zone as UTC and refuses a zone that is not text with field details', async () => {
    const code = await createReading({ email: 'deneb@example.com' });
    await subscribeConfirmed(api, code, { timeZone: 'Mars/Olympus_Mons' });
    for (const timeZone of ['', '../../etc/passwd']) {
      const response = await api.request('PATCH', `/api/readings/${code}`, { body: { horoscopeSubscription: true, timeZone } });
      expect(response.status, timeZone).toBe(200);
    }
    expect((await subscriptions().where('email_key', 'deneb@example.com'))[0].time_zone).toBe('UTC');

    const refused = await api.request('PATCH', `/api/orders/${code}`, { body: { horoscopeSubscription: true, timeZone: 42 } });
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.error.details)).toContain('timeZone');
  });
});
