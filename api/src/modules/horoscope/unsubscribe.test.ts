import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { legacyUnsubscribeToken, subscribeConfirmed, unsubscribeTokenOf } from '../../testing/horoscope';
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
    await subscribeConfirmed(api, code);
    token = await unsubscribeTokenOf(api, EMAIL);
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
    const legacy = await legacyUnsubscribeToken(api, EMAIL);
    const forged = legacy.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A'));
    for (const bad of [forged, 'u1.abc.def', 'nonsense', `${token}x`, 'u2.short']) {
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
    // An old link's address, and a reference, whose subscription was deleted (or never made).
    for (const goneToken of [await legacyUnsubscribeToken(api, gone), `u2.${'g'.repeat(43)}`]) {
      // Unsubscribing an inbox with no subscription is still done: nothing to send.
      expect((await api.request('POST', `/api/horoscope/unsubscribe?token=${encodeURIComponent(goneToken)}`)).status).toBe(200);
      expect((await api.request('GET', `/api/horoscope/link?token=${encodeURIComponent(goneToken)}`)).body).toEqual({ subscribed: false });
      const again = await api.request('POST', `/api/horoscope/resubscribe?token=${encodeURIComponent(goneToken)}`);
      expect(again.status).toBe(404);
      expect(again.body.error).toMatchObject({ code: 'not_found', message: expect.stringContaining('deleted') });
    }
    expect(await api.container.db.knex('horoscope_subscriptions').where('email_key', gone)).toHaveLength(0);
  });

  it('carries a random reference, not the address, in the links it mails', async () => {
    expect(token).toMatch(/^u2\.[A-Za-z0-9_-]{43}$/);
    const readable = [EMAIL, Buffer.from(EMAIL).toString('base64url'), Buffer.from(EMAIL).toString('base64url').slice(0, 12)];
    for (const text of readable) expect(token).not.toContain(text);

    await api.container.enqueueDailyHoroscopes(new Date('2026-11-26T12:00:00Z'), { anyHour: true });
    const mail = await api.container.db.knex('notification_outbox').where({ kind: 'daily-horoscope', to_address: EMAIL }).first();
    const link = /\/api\/horoscope\/unsubscribe\?token=([^\s"<>]+)/.exec(String(mail.text_body))![1]!;
    expect(decodeURIComponent(link)).toBe(token);
    for (const text of readable) expect(`${mail.headers_json}${link}`).not.toContain(text);
  });

  it('keeps the links mailed before (u1, signed address) working', async () => {
    const legacy = encodeURIComponent(await legacyUnsubscribeToken(api, EMAIL));
    expect((await fetch(`${api.baseUrl}/api/horoscope/unsubscribe?token=${legacy}`, { redirect: 'manual' })).status).toBe(303);
    expect((await api.request('POST', `/api/horoscope/unsubscribe?token=${legacy}`)).status).toBe(200);
    expect(await unsubscribedAt()).not.toBeNull();
    expect((await api.request('GET', `/api/horoscope/link?token=${legacy}`)).body).toEqual({ subscribed: false });
    expect((await api.request('POST', `/api/horoscope/resubscribe?token=${legacy}`)).status).toBe(200);
    expect(await unsubscribedAt()).toBeNull();
  });

  it('tells the unsubscribe page whether its link was used, changing nothing', async () => {
    const state = () => api.request('GET', `/api/horoscope/link?token=${encodeURIComponent(token)}`);
    expect((await state()).body).toEqual({ subscribed: true });
    await api.request('POST', `/api/horoscope/unsubscribe?token=${encodeURIComponent(token)}`);
    expect((await state()).body).toEqual({ subscribed: false });
    expect((await state()).body).toEqual({ subscribed: false });
    expect((await api.request('GET', `/api/horoscope/link?token=nonsense`)).status).toBe(400);
  });
});
