import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { describeEachDatabase, freeReadingBody, startTestApi, type TestApi } from '../../testing/test-api';

describeEachDatabase('daily horoscope unsubscribe links', (database) => {
  let api: TestApi;
  let token: string;
  const EMAIL = 'orion@example.com';

  const unsubscribedAt = async () => (await api.container.db.knex('horoscope_subscriptions').where('email_key', EMAIL).first()).unsubscribed_at;

  beforeAll(async () => {
    api = await startTestApi(database, { FREE_READING_RATE_LIMIT: '1000/60', HOROSCOPE_LINK_RATE_LIMIT: '1000/60' });
    const created = await api.request('POST', '/api/free-soulmate', { body: freeReadingBody({ email: EMAIL }) });
    const code = created.body.order.requestCode as string;
    expect((await api.request('PATCH', `/api/readings/${code}`, { body: { horoscopeSubscription: true } })).status).toBe(200);
    token = await api.container.horoscope.tokenFor(EMAIL);
  });
  afterAll(async () => api?.close());

  beforeEach(async () => {
    await api.container.db.knex('horoscope_subscriptions').where('email_key', EMAIL).update({ unsubscribed_at: null });
  });

  it('unsubscribes at once on the mail program\'s one-click POST, and answers the same when repeated', async () => {
    const first = await api.request('POST', `/api/horoscope/unsubscribe?token=${encodeURIComponent(token)}`, {
      raw: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ ok: true });
    expect(first.headers.get('cache-control')).toBe('no-store');
    const at = await unsubscribedAt();
    expect(at).not.toBeNull();

    for (const options of [{}, { body: {} }]) {
      const again = await api.request('POST', `/api/horoscope/unsubscribe?token=${encodeURIComponent(token)}`, options);
      expect(again.status).toBe(200);
      expect(again.body).toEqual({ ok: true });
    }
    // Already unsubscribed: the first time stays.
    expect(await unsubscribedAt()).toEqual(at);
  });

  it('subscribes the address again with the resubscribe POST', async () => {
    await api.request('POST', `/api/horoscope/unsubscribe?token=${encodeURIComponent(token)}`);
    expect(await unsubscribedAt()).not.toBeNull();
    const response = await api.request('POST', `/api/horoscope/resubscribe?token=${encodeURIComponent(token)}`, { body: {} });
    expect(response.status).toBe(200);
    expect(await unsubscribedAt()).toBeNull();
  });

  it('changes nothing on a GET, good token or bad, and sends a good one to the unsubscribe page', async () => {
    const good = await fetch(`${api.baseUrl}/api/horoscope/unsubscribe?token=${encodeURIComponent(token)}`, { redirect: 'manual' });
    expect(good.status).toBe(303);
    expect(good.headers.get('location')).toBe(`/horoscope/unsubscribe?token=${encodeURIComponent(token)}`);
    expect(await unsubscribedAt()).toBeNull();

    const bad = await api.request('GET', `/api/horoscope/unsubscribe?token=${encodeURIComponent(`${token}x`)}`);
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({ code: 'bad_request' });
    expect(await unsubscribedAt()).toBeNull();
  });

  it('answers a POST with a bad token 400 in the API\'s error shape and changes nothing', async () => {
    const forged = token.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A'));
    for (const bad of [forged, 'u1.abc.def', 'nonsense']) {
      for (const path of ['/api/horoscope/unsubscribe', '/api/horoscope/resubscribe']) {
        const response = await api.request('POST', `${path}?token=${encodeURIComponent(bad)}`, { body: {} });
        expect(response.status, `${path} ${bad}`).toBe(400);
        expect(response.body.error).toMatchObject({ code: 'bad_request', message: expect.any(String), requestId: expect.any(String) });
      }
    }
    expect(await unsubscribedAt()).toBeNull();

    const missing = await api.request('POST', '/api/horoscope/unsubscribe');
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.error.details)).toContain('token');
  });

  it('answers 404 to "subscribe again" once the ended subscription was deleted, instead of a subscribe that sends nothing', async () => {
    const gone = 'gone@example.com';
    const goneToken = await api.container.horoscope.tokenFor(gone);
    // Unsubscribing an inbox with no subscription (deleted, or never made) is still done: nothing to send.
    expect((await api.request('POST', `/api/horoscope/unsubscribe?token=${encodeURIComponent(goneToken)}`)).status).toBe(200);
    const again = await api.request('POST', `/api/horoscope/resubscribe?token=${encodeURIComponent(goneToken)}`);
    expect(again.status).toBe(404);
    expect(again.body.error).toMatchObject({ code: 'not_found', message: expect.stringContaining('deleted') });
    expect(await api.container.db.knex('horoscope_subscriptions').where('email_key', gone)).toHaveLength(0);
  });
});
