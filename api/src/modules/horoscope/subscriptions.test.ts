import { afterAll, beforeAll, expect, it } from 'vitest';
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
    api = await startTestApi(database, { FREE_READING_RATE_LIMIT: '1000/60' });
  });
  afterAll(async () => api?.close());

  it('subscribes the address for its sign from the reading page and from the order page', async () => {
    const reading = await createReading({ email: 'vega@example.com', birthdate: '1990-11-10' });
    const viaReading = await api.request('PATCH', `/api/readings/${reading}`, { body: { horoscopeSubscription: true, timeZone: 'Europe/Paris' } });
    expect(viaReading.status).toBe(200);
    expect(viaReading.body.horoscopeSubscription).toBe(true);

    const order = await createReading({ email: 'Altair+stars@Example.com', birthdate: '1985-04-02' });
    const viaOrder = await api.request('PATCH', `/api/orders/${order}`, { body: { horoscopeSubscription: true } });
    expect(viaOrder.status).toBe(200);
    expect(viaOrder.body.horoscopeSubscription).toBe(true);

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
    expect((await api.request('PATCH', `/api/readings/${second}`, { body: { horoscopeSubscription: true } })).status).toBe(200);
    expect((await api.request('PATCH', `/api/orders/${first}`, { body: { horoscopeSubscription: true, timeZone: 'Asia/Tokyo' } })).status).toBe(200);
    const rows = await subscriptions().where('email_key', 'lyra@example.com');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ sign: 'capricorn', time_zone: 'Asia/Tokyo' });

    const third = await createReading({ email: 'lyra@example.com', birthdate: '1991-08-01' });
    expect((await api.request('PATCH', `/api/readings/${third}`, { body: { horoscopeSubscription: true } })).status).toBe(200);
    const after = await subscriptions().where('email_key', 'lyra@example.com');
    expect(after).toHaveLength(1);
    // No zone sent this time: the one already known is kept.
    expect(after[0]).toMatchObject({ sign: 'leo', time_zone: 'Asia/Tokyo' });
  });

  it('takes an unknown time zone as UTC and refuses a zone that is not text with field details', async () => {
    const code = await createReading({ email: 'deneb@example.com' });
    for (const timeZone of ['Mars/Olympus_Mons', '', '../../etc/passwd']) {
      const response = await api.request('PATCH', `/api/readings/${code}`, { body: { horoscopeSubscription: true, timeZone } });
      expect(response.status, timeZone).toBe(200);
    }
    expect((await subscriptions().where('email_key', 'deneb@example.com'))[0].time_zone).toBe('UTC');

    const refused = await api.request('PATCH', `/api/orders/${code}`, { body: { horoscopeSubscription: true, timeZone: 42 } });
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.error.details)).toContain('timeZone');
  });

  it('subscribes an unsubscribed address again', async () => {
    const code = await createReading({ email: 'rigel@example.com' });
    await api.request('PATCH', `/api/readings/${code}`, { body: { horoscopeSubscription: true } });
    await api.container.db.knex('horoscope_subscriptions').where('email_key', 'rigel@example.com').update({ unsubscribed_at: new Date().toISOString() });
    await api.request('PATCH', `/api/readings/${code}`, { body: { horoscopeSubscription: true } });
    expect((await subscriptions().where('email_key', 'rigel@example.com'))[0].unsubscribed_at).toBeNull();
  });
});
