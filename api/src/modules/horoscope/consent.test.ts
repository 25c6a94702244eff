import { afterAll, beforeAll, expect, it } from 'vitest';
import { createCustomer, createReading, markPaid } from '../../testing/accounts';
import { consentTokens, openConsentLink, subscribeConfirmed } from '../../testing/horoscope';
import { describeEachDatabase, freeReadingBody, startTestApi, type TestApi } from '../../testing/test-api';

/**
 * Nobody is subscribed to mail they did not ask for: a request code, or an address typed in a form,
 * proves nothing about the address. Only the link mailed to the inbox, or its signed-in owner, starts
 * or changes the daily horoscope (docs/decisions/029-horoscope-consent.md).
 */
describeEachDatabase('the daily horoscope\'s consent', (database) => {
  let api: TestApi;
  const knex = () => api.container.db.knex;
  const subscription = (emailKey: string) => knex()('horoscope_subscriptions').where('email_key', emailKey).first();
  const horoscopeMailsTo = async (email: string) => (await knex()('notification_outbox').where({ kind: 'daily-horoscope', channel: 'mail', to_address: email })).length;

  /** A stranger's free reading in someone's name: the answer hands the stranger its request code. */
  async function strangersReading(email: string, birthdate = '1990-11-10'): Promise<string> {
    const created = await api.request('POST', '/api/free-soulmate', { body: freeReadingBody({ email, birthdate }) });
    expect(created.status).toBe(201);
    return created.body.order.requestCode as string;
  }
  const patch = (via: 'readings' | 'orders', code: string, timeZone?: string) =>
    api.request('PATCH', `/api/${via}/${code}`, { body: { horoscopeSubscription: true, ...(timeZone ? { timeZone } : {}) } });

  beforeAll(async () => {
    api = await startTestApi(database, { FREE_READING_RATE_LIMIT: '1000/60', HOROSCOPE_SUBSCRIBE_RATE_LIMIT: '1000/60', HOROSCOPE_LINK_RATE_LIMIT: '1000/60', CONFIRMATION_MAILS_PER_ADDRESS: '1000/60' });
  });
  afterAll(async () => api?.close());

  it('starts nothing on a code holder\'s PATCH: it mails the inbox a link the answer never shows, and only that link starts the horoscope', async () => {
    const email = 'victim@example.com';
    const code = await strangersReading(email);
    const answers = [];
    for (const via of ['readings', 'orders'] as const) {
      const answer = await patch(via, code, 'Pacific/Kiritimati');
      expect(answer.status).toBe(200);
      expect(answer.body.horoscopeSubscription).toBe(true);
      answers.push(JSON.stringify(answer.body) + JSON.stringify([...answer.headers]));
    }
    // Confirming the reading with the code is no proof either.
    expect((await api.request('POST', `/api/readings/confirm/${code}`, { body: {} })).status).toBe(200);
    expect(await subscription(email)).toBeUndefined();
    await api.container.enqueueDailyHoroscopes(new Date('2026-11-26T12:00:00Z'), { anyHour: true });
    expect(await horoscopeMailsTo(email)).toBe(0);

    const tokens = await consentTokens(api, email);
    expect(tokens).toHaveLength(2);
    for (const token of tokens) for (const answer of answers) expect(answer).not.toContain(token);
    const mail = await knex()('notification_outbox').where({ to_address: email, subject: 'Confirm your daily horoscope' }).first();
    expect(mail.text_body).toContain('Scorpio');

    const confirmed = await openConsentLink(api, tokens[0]!);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ sign: 'scorpio' });
    expect(await subscription(email)).toMatchObject({ sign: 'scorpio', time_zone: 'Pacific/Kiritimati', unsubscribed_at: null });

    // Single-use: opened again it does nothing and says so.
    const again = await openConsentLink(api, tokens[0]!);
    expect(again.status).toBe(400);
    expect(again.body.error.code).toBe('link_used');
    for (const bad of ['nonsense', `${tokens[1]!.slice(0, -1)}${tokens[1]!.endsWith('A') ? 'B' : 'A'}`]) {
      expect((await openConsentLink(api, bad)).body.error.code, bad).toBe('bad_request');
    }
  });

  it('never brings back an unsubscribed address for a code holder, and answers exactly as if it had', async () => {
    const email = 'gone-away@example.com';
    await subscribeConfirmed(api, await strangersReading(email));
    await knex()('horoscope_subscriptions').where('email_key', email).update({ unsubscribed_at: '2026-11-27T10:00:00.000Z' });
    const before = (await consentTokens(api, email)).length;

    const fresh = await patch('readings', await strangersReading('nobody-yet@example.com'));
    for (const via of ['readings', 'orders'] as const) {
      const code = await strangersReading(email);
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const answer = await patch(via, code);
        expect(answer.status).toBe(200);
        expect(Object.keys(answer.body).sort()).toEqual(Object.keys(via === 'readings' ? fresh.body : answer.body).sort());
        expect(answer.body.horoscopeSubscription).toBe(true);
      }
    }
    expect((await subscription(email)).unsubscribed_at).not.toBeNull();
    // Not even a confirmation mail: the way back is the owner's own unsubscribe page or dashboard.
    expect(await consentTokens(api, email)).toHaveLength(before);
  });

  it('leaves an existing subscription\'s sign and zone to its owner: a stranger\'s request changes nothing until the link is opened', async () => {
    const email = 'taurus@example.com';
    await subscribeConfirmed(api, await strangersReading(email, '1990-05-01'), { timeZone: 'Europe/London' });
    const tokensBefore = (await consentTokens(api, email)).length;

    const code = await strangersReading(email, '1990-01-05');
    expect((await patch('readings', code, 'Pacific/Kiritimati')).status).toBe(200);
    expect(await subscription(email)).toMatchObject({ sign: 'taurus', time_zone: 'Europe/London' });

    // The owner's inbox got the question; opening it is their act.
    const tokens = await consentTokens(api, email);
    expect(tokens).toHaveLength(tokensBefore + 1);
    expect((await openConsentLink(api, tokens.at(-1)!)).status).toBe(200);
    expect(await subscription(email)).toMatchObject({ sign: 'capricorn', time_zone: 'Pacific/Kiritimati' });
  });

  it('takes an address and a sign on the horoscope pages\' box, mailing only the link', async () => {
    const answer = await api.request('POST', '/api/horoscope/subscribe', { body: { email: 'Box+promo@Example.com', sign: 'leo', timeZone: 'Asia/Tokyo' } });
    expect(answer.status).toBe(202);
    expect(answer.body).toEqual({ ok: true });
    expect(await subscription('box@example.com')).toBeUndefined();
    const [token] = await consentTokens(api, 'box+promo@example.com');
    expect((await openConsentLink(api, token!)).body).toEqual({ sign: 'leo' });
    expect(await subscription('box@example.com')).toMatchObject({ sign: 'leo', time_zone: 'Asia/Tokyo', email: 'box+promo@example.com' });

    const refused = await api.request('POST', '/api/horoscope/subscribe', { body: { email: 'not an address', sign: 'ophiuchus' } });
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.error.details).sort()).toEqual(['email', 'sign']);
  });

  it('refuses a link past its days', async () => {
    await api.request('POST', '/api/horoscope/subscribe', { body: { email: 'late@example.com', sign: 'virgo' } });
    const [token] = await consentTokens(api, 'late@example.com');
    await knex()('horoscope_consents').where('email_key', 'late@example.com').update({ expires_at: '2020-01-01T00:00:00.000Z' });
    const answer = await openConsentLink(api, token!);
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe('link_expired');
    expect(await subscription('late@example.com')).toBeUndefined();
  });

  it('lets the signed-in owner turn it on from the dashboard directly, even after an unsubscribe', async () => {
    const email = 'owner@example.com';
    const { cookie } = await createCustomer(api, email);
    await markPaid(api, await createReading(api, { email, birthdate: '1992-08-10' }));
    await knex()('horoscope_subscriptions').insert({ email_key: email, email, sign: 'leo', time_zone: 'UTC', by_email: true, unsubscribed_at: '2026-11-20T00:00:00.000Z', unsubscribe_ref: 'r'.repeat(43), sign_source_at: '2026-11-01T00:00:00.000Z', created_at: '2026-11-01T00:00:00.000Z', updated_at: '2026-11-20T00:00:00.000Z' });
    const on = await api.request('PATCH', '/api/account/horoscope', { body: { subscribed: true, timeZone: 'Europe/Paris' }, headers: { cookie } });
    expect(on.status).toBe(200);
    expect(on.body).toMatchObject({ subscribed: true, sign: 'leo', timeZone: 'Europe/Paris' });
    expect(await consentTokens(api, email)).toHaveLength(0);
  });
});

describeEachDatabase('the daily horoscope\'s subscribe limits', (database) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(database, { FREE_READING_RATE_LIMIT: '1000/60', HOROSCOPE_SUBSCRIBE_RATE_LIMIT: '4/3600', CONFIRMATION_MAILS_PER_ADDRESS: '2/3600' });
  });
  afterAll(async () => api?.close());

  it('counts every subscribe call from one client together, and mails one inbox within its share', async () => {
    const codes = [];
    for (const birthdate of ['1990-01-05', '1990-02-05', '1990-03-05']) {
      const created = await api.request('POST', '/api/free-soulmate', { body: freeReadingBody({ email: 'limited@example.com', birthdate }) });
      codes.push(created.body.order.requestCode as string);
    }
    const answers = [
      await api.request('PATCH', `/api/readings/${codes[0]}`, { body: { horoscopeSubscription: true } }),
      await api.request('PATCH', `/api/orders/${codes[1]}`, { body: { horoscopeSubscription: true } }),
      await api.request('PATCH', `/api/readings/${codes[2]}`, { body: { horoscopeSubscription: true } }),
      await api.request('POST', '/api/horoscope/subscribe', { body: { email: 'other@example.com', sign: 'leo' } }),
      await api.request('POST', '/api/horoscope/subscribe', { body: { email: 'other@example.com', sign: 'leo' } }),
      await api.request('PATCH', `/api/readings/${codes[0]}`, { body: { horoscopeSubscription: true } }),
    ];
    expect(answers.map(({ status }) => status)).toEqual([200, 200, 200, 202, 429, 429]);
    expect(answers[4]!.headers.get('retry-after')).toMatch(/^\d+$/);
    // Three asked for limited@: two mails, its share; the third answered the same, without one.
    expect(await consentTokens(api, 'limited@example.com')).toHaveLength(2);
  });
});
