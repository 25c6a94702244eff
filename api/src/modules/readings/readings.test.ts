import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUEST_CODE_PATTERN } from '@shared/domain/request-code';
import { TEST_DATABASES, describeEachDatabase, freeReadingBody, startTestApi, type TestApi } from '../../testing/test-api';

const UNKNOWN_CODE = 'REQ-0000-0000-0000-0000-0000-0000-0000';

describeEachDatabase('free reading requests', (database) => {
  let api: TestApi;

  async function rowCounts() {
    const knex = api.container.db.knex;
    const count = async (table: string) => Number((await knex(table).count({ n: '*' }))[0]!.n);
    return { orders: await count('orders'), readings: await count('readings'), mails: await count('notification_outbox') };
  }

  async function createReading(overrides: Record<string, unknown> = {}) {
    const response = await api.request('POST', '/api/free-soulmate', { body: freeReadingBody(overrides) });
    expect(response.status).toBe(201);
    return response.body.order.requestCode as string;
  }

  beforeAll(async () => {
    api = await startTestApi(database, { FREE_READING_RATE_LIMIT: '1000/60' });
  });
  afterAll(async () => api?.close());

  it('accepts a request, answers the order with its request code and queues the confirmation mail', async () => {
    const before = await rowCounts();
    const response = await api.request('POST', '/api/free-soulmate', { body: freeReadingBody({ email: 'Luna@Example.COM' }) });

    expect(response.status).toBe(201);
    const { order } = response.body;
    expect(order.requestCode).toMatch(REQUEST_CODE_PATTERN);
    expect(order.orderNumber).toMatch(/^MSR-[0-9A-Z]{8}$/);
    expect(order).toMatchObject({ productId: 2, userName: 'Luna Star', email: 'luna@example.com', priceCents: 0, isPaid: false, confirmed: false });
    expect(await rowCounts()).toEqual({ orders: before.orders + 1, readings: before.readings + 1, mails: before.mails + 1 });

    const mail = await api.container.outbox.latestFor('luna@example.com');
    expect(mail?.subject).toBe('Confirm your free soulmate reading request');
    expect(mail?.text).toContain(`http://shop.test/confirm?code=${order.requestCode}`);
    expect(mail?.text).toContain('For entertainment purposes only');
  });

  it('ignores fields it does not know, and never takes a price from the client', async () => {
    const response = await api.request('POST', '/api/free-soulmate', { body: freeReadingBody({ priceCents: 1, isPaid: true, productId: 1 }) });
    expect(response.status).toBe(201);
    expect(response.body.order).toMatchObject({ priceCents: 0, isPaid: false, productId: 2 });
  });

  it.each([
    ['name', { name: 'A' }, 'Name must be at least 2 characters'],
    ['name', { name: '   ' }, 'Name must be at least 2 characters'],
    ['email', { email: 'not-an-email' }, 'Please enter a valid email address'],
    ['email', { email: undefined }, 'Please enter a valid email address'],
    ['birthdate', { birthdate: '1990-02-30' }, 'Please enter a valid date'],
    ['birthdate', { birthdate: 'yesterday' }, 'Please enter a valid date'],
    ['birthdate', { birthdate: `${new Date().getFullYear() - 17}-01-01` }, 'You must be at least 18 years old to use this service'],
    ['gender_preference', { gender_preference: 'robots' }, 'Please select your preference'],
    ['gender_preference', { gender_preference: undefined }, 'Please select your preference'],
    ['soulmate_trait', { soulmate_trait: 'short' }, 'Please provide at least 10 characters about your ideal soulmate'],
    ['question', { question: 'why?' }, 'Your question must be at least 10 characters'],
    ['question', { question: 42 }, 'Your question must be at least 10 characters'],
  ])('refuses a bad %s with 422 and the field message, changing nothing (%o)', async (field, overrides, message) => {
    const before = await rowCounts();
    const response = await api.request('POST', '/api/free-soulmate', { body: freeReadingBody(overrides) });
    expect(response.status).toBe(422);
    expect(response.body.error.code).toBe('validation_failed');
    expect(response.body.error.details[field]).toContain(message);
    expect(response.body.error.requestId).toEqual(expect.any(String));
    expect(await rowCounts()).toEqual(before);
  });

  it('answers malformed JSON with 400, a body over 64 KB with 413 and a form post with 415', async () => {
    const before = await rowCounts();
    const malformed = await api.request('POST', '/api/free-soulmate', { raw: '{"name": "Luna",', headers: { 'content-type': 'application/json' } });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.code).toBe('bad_request');

    const huge = await api.request('POST', '/api/free-soulmate', { body: freeReadingBody({ question: 'x'.repeat(70 * 1024) }) });
    expect(huge.status).toBe(413);
    expect(huge.body.error.code).toBe('payload_too_large');

    const form = await api.request('POST', '/api/free-soulmate', { raw: 'name=Luna', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(form.status).toBe(415);
    expect(await rowCounts()).toEqual(before);
  });

  it('never answers 500 to odd bodies', async () => {
    const bodies = ['null', '[]', '"text"', '123', 'true', '{"name":{"$gt":""}}', '{"__proto__":{"admin":true}}', JSON.stringify(freeReadingBody({ birthdate: '0000-00-00' }))];
    for (const raw of bodies) {
      const response = await api.request('POST', '/api/free-soulmate', { raw, headers: { 'content-type': 'application/json' } });
      expect(response.status, raw).toBeGreaterThanOrEqual(400);
      expect(response.status, raw).toBeLessThan(500);
    }
  });

  it('refuses text holding U+0000 (which PostgreSQL cannot store) with 422, never 500', async () => {
    const before = await rowCounts();
    const response = await api.request('POST', '/api/free-soulmate', { body: freeReadingBody({ question: 'When will we meet?\u0000 soon please' }) });
    expect(response.status).toBe(422);
    expect(Object.keys(response.body.error.details)).toEqual(['question']);
    expect(await rowCounts()).toEqual(before);
  });

  it('reads a request by code, case-insensitively and without hyphens, on both read paths', async () => {
    const code = await createReading({ name: 'Orion Vale', question: 'Where will I meet my soulmate?' });
    for (const path of [`/api/readings/by-code/${code}`, `/api/readings/${code.toLowerCase()}`, `/api/readings/by-code/${code.replace(/-/g, '')}`]) {
      const response = await api.request('GET', path);
      expect(response.status, path).toBe(200);
      expect(response.body).toMatchObject({
        requestCode: code,
        name: 'Orion Vale',
        birthdate: '1992-03-14',
        question: 'Where will I meet my soulmate?',
        genderPreference: 'male',
        soulmateTrait: 'Kind eyes and a gentle, curious mind',
        sketchUrl: null,
        readingNotes: null,
        access: 'preview',
        readingCompleted: false,
        confirmed: false,
        horoscopeSubscription: false,
      });
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('answers the same 404 for a code that never existed and for one that is not a code', async () => {
    const unknown = await api.request('GET', `/api/readings/by-code/${UNKNOWN_CODE}`);
    const malformed = await api.request('GET', '/api/readings/by-code/12');
    expect(unknown.status).toBe(404);
    expect(malformed.status).toBe(404);
    expect(unknown.body.error.message).toBe(malformed.body.error.message);
    expect((await api.request('GET', `/api/orders/by-code/${UNKNOWN_CODE}`)).status).toBe(404);
    expect((await api.request('GET', `/api/confirm?code=${UNKNOWN_CODE}`)).status).toBe(404);
    expect((await api.request('POST', `/api/readings/confirm/${UNKNOWN_CODE}`, { body: {} })).status).toBe(404);
    expect((await api.request('PATCH', `/api/readings/${UNKNOWN_CODE}`, { body: { horoscopeSubscription: true } })).status).toBe(404);
  });

  it('confirms a request idempotently, keeping the first confirmation time', async () => {
    const code = await createReading();
    const lookup = await api.request('GET', `/api/confirm?code=${code}`);
    expect(lookup.status).toBe(200);
    expect(lookup.body).toMatchObject({ requestCode: code, name: 'Luna Star', confirmed: false });

    const first = await api.request('POST', `/api/readings/confirm/${code}`, { body: {} });
    expect(first.status).toBe(200);
    expect(first.body.confirmed).toBe(true);
    const confirmedAt = (await api.container.db.knex('orders').where({ request_code: code }).first()).confirmed_at;

    const again = await api.request('POST', `/api/readings/confirm/${code}`);
    expect(again.status).toBe(200);
    expect(again.body.confirmed).toBe(true);
    expect((await api.container.db.knex('orders').where({ request_code: code }).first()).confirmed_at).toEqual(confirmedAt);
  });

  it('asks for the code on /api/confirm', async () => {
    const response = await api.request('GET', '/api/confirm');
    expect(response.status).toBe(422);
    expect(Object.keys(response.body.error.details)).toContain('code');
  });

  it('subscribes to the horoscope by reading or by order, and refuses any other change', async () => {
    const code = await createReading();
    const viaReading = await api.request('PATCH', `/api/readings/${code}`, { body: { horoscopeSubscription: true } });
    expect(viaReading.status).toBe(200);
    expect(viaReading.body.horoscopeSubscription).toBe(true);

    const other = await createReading();
    const viaOrder = await api.request('PATCH', `/api/orders/${other}`, { body: { horoscopeSubscription: true } });
    expect(viaOrder.status).toBe(200);
    expect(viaOrder.body.horoscopeSubscription).toBe(true);

    for (const body of [{ confirmed: true }, { horoscopeSubscription: true, readingCompleted: true }, { horoscopeSubscription: false }, {}]) {
      const refused = await api.request('PATCH', `/api/readings/${code}`, { body });
      expect(refused.status, JSON.stringify(body)).toBe(422);
    }
    const unchanged = await api.request('GET', `/api/readings/by-code/${code}`);
    expect(unchanged.body).toMatchObject({ confirmed: false, readingCompleted: false });
  });

  it('answers order look-ups with the order and its free reading', async () => {
    const code = await createReading({ question: 'How will I recognise my soulmate?' });
    const byCode = await api.request('GET', `/api/orders/by-code/${code}`);
    expect(byCode.status).toBe(200);
    expect(byCode.body.order).toMatchObject({ requestCode: code, userName: 'Luna Star', isPaid: false, readingCompleted: false });
    expect(byCode.body.freeSoulmateReading).toMatchObject({ question: 'How will I recognise my soulmate?', sketchUrl: null, genderPreference: 'male' });
    const order = await api.request('GET', `/api/orders/code/${code}`);
    expect(order.status).toBe(200);
    expect(order.body.orderNumber).toBe(byCode.body.order.orderNumber);
  });

  it('sends the confirmation mail again only for a known unconfirmed address, answering the same either way', async () => {
    await createReading({ email: 'again@example.com', name: 'Vega' });
    const mailsFor = async (to: string) => Number((await api.container.db.knex('notification_outbox').where({ to_address: to }).count({ n: '*' }))[0]!.n);

    const known = await api.request('POST', '/api/confirm-request', { body: { email: 'AGAIN@example.com' } });
    const unknown = await api.request('POST', '/api/confirm-request', { body: { email: 'nobody@example.com' } });
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(known.body).toEqual(unknown.body);
    expect(await mailsFor('again@example.com')).toBe(2);
    expect(await mailsFor('nobody@example.com')).toBe(0);

    const invalid = await api.request('POST', '/api/confirm-request', { body: { email: 'nope' } });
    expect(invalid.status).toBe(422);
  });

  it('sends queued mail as a file with a text and an HTML part', async () => {
    const code = await createReading({ email: 'files@example.com', name: 'Nova <b>Bright</b>' });
    await api.container.notifier.drain();
    const mailDir = join(api.dataDir, 'mail');
    const file = readdirSync(mailDir).find((name) => name.includes('files@example.com'));
    expect(file).toBeDefined();
    const eml = readFileSync(join(mailDir, file!), 'utf8');
    expect(eml).toContain('Subject: Confirm your free soulmate reading request');
    expect(eml).toContain('Content-Type: text/plain');
    expect(eml).toContain('Content-Type: text/html');
    expect(eml.replace(/=\r?\n/g, '')).toContain(`confirm?code=3D${code}`); // quoted-printable '='
    expect(eml.replace(/=\r?\n/g, '')).toContain('Dear Nova &lt;b&gt;Bright'); // the visitor's name is escaped in HTML
    expect(await api.container.outbox.latestFor('files@example.com')).toMatchObject({ status: 'sent' });
  });

  it('answers the hot reads the same way as Koa would (HEAD goes through Koa)', async () => {
    const code = await createReading();
    const hot = await api.request('GET', `/api/readings/by-code/${code}/`);
    expect(hot.status).toBe(200);
    expect(hot.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(hot.headers.get('x-content-type-options')).toBe('nosniff');
    const viaKoa = await api.request('HEAD', `/api/readings/by-code/${code}`);
    expect(viaKoa.status).toBe(200);
    expect(viaKoa.headers.get('cache-control')).toBe('no-store');
    for (const path of ['/api/readings/by-code/%E0%A4%A', '/api/readings/by-code/REQ-%00', '/api/orders/code/%']) {
      const response = await api.request('GET', path);
      expect(response.status, path).toBe(404);
      expect(response.body.error.code).toBe('not_found');
    }
  });

  it('answers unknown API paths with the JSON 404 body', async () => {
    const response = await api.request('GET', '/api/nothing-here');
    expect(response.status).toBe(404);
    expect(response.body.error.code).toBe('not_found');
  });
});

describe('rate limits', () => {
  it('limits the free form per client with 429 and Retry-After, and stores nothing refused', async () => {
    const api = await startTestApi(TEST_DATABASES[0], { FREE_READING_RATE_LIMIT: '2/600', CONFIRMATION_RESEND_RATE_LIMIT: '1/600' });
    try {
      expect((await api.request('POST', '/api/free-soulmate', { body: freeReadingBody() })).status).toBe(201);
      expect((await api.request('POST', '/api/free-soulmate', { body: freeReadingBody() })).status).toBe(201);
      const limited = await api.request('POST', '/api/free-soulmate', { body: freeReadingBody() });
      expect(limited.status).toBe(429);
      expect(limited.body.error.code).toBe('rate_limited');
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(Number((await api.container.db.knex('orders').count({ n: '*' }))[0]!.n)).toBe(2);

      expect((await api.request('POST', '/api/confirm-request', { body: { email: 'a@example.com' } })).status).toBe(202);
      expect((await api.request('POST', '/api/confirm-request', { body: { email: 'a@example.com' } })).status).toBe(429);
    } finally {
      await api.close();
    }
  });
});
