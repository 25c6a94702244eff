import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { createCustomer, createReading, createStaff, login, requestAs, type ReadingFixture } from '../../testing/accounts';
import { audioOrder } from '../../testing/audio-order';
import { PNG_BYTES } from '../../testing/images';
import { TEST_DATABASES, startTestApi, type TestApi, describeEachDatabase } from '../../testing/test-api';

const PERSONAS = ['anonymous', 'customer', 'otherCustomer', 'staff'] as const;
type Persona = (typeof PERSONAS)[number];
type Statuses = Record<Persona, number>;

const all = (status: number): Statuses => ({ anonymous: status, customer: status, otherCustomer: status, staff: status });
const staffOnly = (staff: number): Statuses => ({ anonymous: 401, customer: 403, otherCustomer: 403, staff });

interface Row {
  statuses: Statuses;
  /** JSON body (default {} for writes), or an image. */
  body?: unknown;
  image?: boolean;
  query?: string;
  /** Calls that end a session get a session of their own, so the persona's stays signed in. */
  ownSession?: boolean;
  /** `:id` when it is not a reading's or product's number. */
  id?: string;
  /** `:code` of the customer's delivered audio order instead of the free reading's. */
  audioOrder?: boolean;
  /** The body is a small audio file (audio/mpeg). */
  audio?: boolean;
}

/** The start of an MP3 file: its ID3 tag header. */
const MP3_BYTES = Uint8Array.from([0x49, 0x44, 0x33, 4, 0, 0, 0, 0, 0, 0]);

const validReading = { sketchUrl: 'https://cdn.example.com/sketch.png', sketchAlt: 'A pencil sketch of a smiling face', readingNotes: 'The cards speak of a patient, warm soul.' };
const validProduct = {
  priceCents: 2999,
  comparePriceCents: null,
  shortDescription: 'Month by month, what the cards see.',
  descriptionHtml: '<p>Twelve months of love.</p>',
  features: ['Twelve forecasts'],
  active: true,
};

/**
 * Every route the router answers, and what each kind of caller gets with a valid-looking request.
 * `:code` is the customer's request code, `:id` a real reading or product id. A new route fails the
 * first test until it is added here.
 */
const EXPECTED: Record<string, Row> = {
  'GET /api/health': { statuses: all(200) },
  'POST /api/free-soulmate': { statuses: all(422) },
  'GET /api/readings/by-code/:code': { statuses: all(200) },
  'GET /api/readings/:code': { statuses: all(200) },
  'GET /api/confirm': { statuses: all(200), query: '?code=:code' },
  'POST /api/readings/confirm/:code': { statuses: all(200) },
  'PATCH /api/readings/:code': { statuses: all(200), body: { horoscopeSubscription: true } },
  'POST /api/confirm-request': { statuses: all(422) },
  'GET /api/orders/by-code/:code': { statuses: all(200) },
  'GET /api/orders/code/:code': { statuses: all(200) },
  // The premium reading: the session decides, not the code. The fixture's order is the customer's and unpaid.
  'GET /api/premium-readings/:code': { statuses: { anonymous: 401, customer: 409, otherCustomer: 403, staff: 200 } },
  'PATCH /api/orders/:code': { statuses: all(200), body: { horoscopeSubscription: true } },
  // What an order bought: the code is the key, as for the order's other pages; the fixture's order is unpaid.
  'GET /api/orders/:code/purchases': { statuses: all(409) },
  // The paid audio is for its owner (and staff) only; the code alone opens nothing.
  'GET /api/orders/:code/audio': { statuses: { anonymous: 404, customer: 200, otherCustomer: 404, staff: 200 }, audioOrder: true },
  // The catalogue and its order form are public: anyone may browse and order (nobody is signed in by it).
  'GET /api/products': { statuses: all(200) },
  'GET /api/products/slug/:slug': { statuses: all(200) },
  'POST /api/orders': { statuses: all(201), body: { productId: 4, name: 'Ora Order', email: 'ora@example.com' } },
  // The dashboard's list: the customer's own id; another customer and anonymous get a missing user's 404.
  'GET /api/users/:userId/orders': { statuses: { anonymous: 404, customer: 200, otherCustomer: 404, staff: 200 } },
  'POST /api/login': { statuses: all(422) },
  'POST /api/logout': { statuses: all(200), ownSession: true },
  // Who is signed in: anyone may ask; a visitor who is not is answered `user: null`, not refused.
  'GET /api/me': { statuses: all(200) },
  'POST /api/password-reset': { statuses: all(422) },
  'POST /api/password-reset/complete': { statuses: all(422) },
  // Whether a password link works: public (the link's token is the key), 422 without one.
  'POST /api/password-reset/check': { statuses: all(422) },
  'GET /api/admin/readings': { statuses: staffOnly(200) },
  'PATCH /api/admin/readings/:id': { statuses: staffOnly(200), body: validReading },
  'POST /api/admin/uploads': { statuses: staffOnly(201), image: true },
  'POST /api/admin/uploads/audio': { statuses: staffOnly(201), audio: true },
  'GET /api/admin/products': { statuses: staffOnly(200) },
  'PATCH /api/admin/products/:id': { statuses: staffOnly(200), body: validProduct },
  'GET /api/admin/users-table': { statuses: staffOnly(200) },
  'GET /api/admin/users.csv': { statuses: staffOnly(200) },
  // The reading's order is free (unpaid): staff get the machine-readable refusal.
  'POST /api/admin/orders/:id/refund': { statuses: staffOnly(409), body: { reason: 'Asked within the 48-hour guarantee' } },
  // The payments work, public by request code (as it stood when these rows were written).
  'GET /api/social-proof': { statuses: all(200) },
  'GET /api/stripe/config': { statuses: all(200) },
  // The funnel's prices from the products table: public, like the catalogue's.
  'GET /api/prices': { statuses: all(200) },
  'POST /api/create-payment-intent/:code': { statuses: all(200) },
  'POST /api/confirm-payment/:code': { statuses: all(422) },
  'POST /api/stripe/webhook': { statuses: all(400) },
  // The offer's state: the same rule as answering it; the fixture's order is unpaid, so 409 payment_required for all.
  'GET /api/upsells/:code': { statuses: all(409) },
  'POST /api/upsells/:code': { statuses: all(422) },
  'POST /api/upsells/:code/confirm': { statuses: all(422) },
  'POST /api/onboardings/:code': { statuses: all(422) },
  // Questionnaire answers: without an Idempotency-Key and answers, 422 for anyone; who may
  // answer which order is questionnaires/questionnaires.test.ts's subject.
  'POST /api/questionnaires/:questionnaireId/:orderRef': { statuses: all(422) },
  'POST /api/free-soulmate-questionnaire/:orderRef': { statuses: all(422) },
  'POST /api/premium-soulmate-questionnaire/:orderRef': { statuses: all(422) },
  'POST /api/spirit-animal-questionnaire/:orderRef': { statuses: all(422) },
  'POST /api/money-tree-questionnaire/:orderRef': { statuses: all(422) },
  'POST /api/love-forecast-questionnaire/:orderRef': { statuses: all(422) },
  'POST /api/twin-flame-questionnaire/:orderRef': { statuses: all(422) },
  'POST /api/sandbox/payment-intents/:id/confirm': { statuses: all(422), id: 'pi_sandbox_000000000000000000000000' },
  // Web push: the public key is public; devices are the signed-in caller's own. Without a
  // subscription in the body 422; `:id` names no device of theirs, 404 (push.test.ts checks the owner).
  'GET /api/push/public-key': { statuses: all(200) },
  'POST /api/push/subscriptions': { statuses: { anonymous: 401, customer: 422, otherCustomer: 422, staff: 422 } },
  'GET /api/push/subscriptions': { statuses: { anonymous: 401, customer: 200, otherCustomer: 200, staff: 200 } },
  'DELETE /api/push/subscriptions/:id': { statuses: { anonymous: 401, customer: 404, otherCustomer: 404, staff: 404 } },
  // The daily horoscope's links act by their signed token alone, for anyone: a token that is not
  // ours is 400 (horoscope/unsubscribe.test.ts has the good ones).
  'POST /api/horoscope/unsubscribe': { statuses: all(400), query: '?token=u1.bm9ib2R5.forged' },
  'GET /api/horoscope/unsubscribe': { statuses: all(400), query: '?token=u1.bm9ib2R5.forged' },
  'POST /api/horoscope/resubscribe': { statuses: all(400), query: '?token=u1.bm9ib2R5.forged' },
  'GET /api/horoscope/link': { statuses: all(400), query: '?token=u1.bm9ib2R5.forged' },
  'POST /api/horoscope/confirm': { statuses: all(400), query: '?token=forged' },
  // Anyone may ask, for any address: it only mails that inbox a link to confirm (consent.test.ts).
  'POST /api/horoscope/subscribe': { statuses: all(202), body: { email: 'asked@example.com', sign: 'leo' } },
  // The dashboard's daily horoscope is the signed-in caller's own (an empty change changes nothing);
  // horoscope/account-settings.test.ts has the rest.
  'GET /api/account/horoscope': { statuses: { anonymous: 401, customer: 200, otherCustomer: 200, staff: 200 } },
  'PATCH /api/account/horoscope': { statuses: { anonymous: 401, customer: 200, otherCustomer: 200, staff: 200 } },
};

describeEachDatabase('access to every route', (database) => {
  let api: TestApi;
  let reading: ReadingFixture;
  let customerId: number;
  let audioCode: string;
  const accounts: Record<Persona, { email?: string; cookie?: string }> = { anonymous: {}, customer: {}, otherCustomer: {}, staff: {} };

  beforeAll(async () => {
    api = await startTestApi(database, { LOGIN_ATTEMPTS_PER_CLIENT: '1000/60', FREE_READING_RATE_LIMIT: '1000/60', CONFIRMATION_RESEND_RATE_LIMIT: '1000/60', ORDER_RATE_LIMIT: '1000/60', HOROSCOPE_SUBSCRIBE_RATE_LIMIT: '1000/60' });
    const customer = await createCustomer(api, 'cass@example.com');
    customerId = customer.id;
    accounts.customer = { email: 'cass@example.com', cookie: customer.cookie };
    accounts.otherCustomer = { email: 'otto@example.com', cookie: (await createCustomer(api, 'otto@example.com', 'Otto Other')).cookie };
    accounts.staff = { email: 'sage@example.com', cookie: (await createStaff(api, 'sage@example.com')).cookie };
    // Sent while signed in: the unpaid request is on the customer's account.
    reading = await createReading(api, { email: 'cass@example.com', name: 'Cass Customer' }, new Date(), { id: customer.id, username: 'cass@example.com' });
    audioCode = await audioOrder(api, 'cass@example.com', { staffCookie: accounts.staff.cookie });
  });
  afterAll(async () => api?.close());

  async function call(key: string, persona: Persona): Promise<Response> {
    const row = EXPECTED[key]!;
    const [method, pattern] = key.split(' ') as [string, string];
    const id = row.id ?? (pattern.includes('products') ? '3' : pattern.startsWith('/api/admin/orders/') ? String(reading.orderId) : String(reading.id));
    const fill = (text: string) =>
      text
        .replace(':userId', String(customerId))
        .replace(':code', row.audioOrder ? audioCode : reading.requestCode)
        .replace(':orderRef', reading.requestCode)
        .replace(':questionnaireId', 'onboarding')
        .replace(':id', id)
        .replace(':slug', 'love-forecast');
    const account = accounts[persona];
    const cookie = row.ownSession && account.email ? await login(api, account.email) : account.cookie;
    const path = fill(pattern) + fill(row.query ?? '');
    if (method === 'GET') return requestAs(api, cookie, method, path);
    if (row.image) return requestAs(api, cookie, method, path, { body: PNG_BYTES, headers: { 'content-type': 'image/png' } });
    if (row.audio) return requestAs(api, cookie, method, path, { body: MP3_BYTES, headers: { 'content-type': 'audio/mpeg' } });
    return requestAs(api, cookie, method, path, { body: JSON.stringify(row.body ?? {}), headers: { 'content-type': 'application/json' } });
  }

  it('has an expected answer for every registered route, and no expected answer for a route that is gone', () => {
    const registered = createApp(api.container).routes.map(({ method, path }) => `${method} ${path}`);
    expect([...registered].sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  it.each(Object.keys(EXPECTED))('%s answers each kind of caller as expected', async (key) => {
    const answers = {} as Statuses;
    for (const persona of PERSONAS) {
      const response = await call(key, persona);
      answers[persona] = response.status;
      expect(response.status, `${persona}: ${await response.text()}`).toBeLessThan(500);
    }
    if (key.split(' ')[1]!.startsWith('/api/admin/')) {
      expect(answers).toMatchObject({ anonymous: 401, customer: 403, otherCustomer: 403 });
    }
    expect(answers).toEqual(EXPECTED[key]!.statuses);
  });

  it('serves an uploaded sketch to anyone with its address', async () => {
    const upload = await requestAs(api, accounts.staff.cookie, 'POST', '/api/admin/uploads', { body: PNG_BYTES, headers: { 'content-type': 'image/png' } });
    const { url } = await upload.json();
    for (const persona of PERSONAS) {
      expect((await requestAs(api, accounts[persona].cookie, 'GET', url)).status, persona).toBe(200);
    }
  });
});

describe('login brute force', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(TEST_DATABASES[0], { LOGIN_FAILURES_PER_ACCOUNT: '5/900', LOGIN_ATTEMPTS_PER_CLIENT: '12/900', TRUST_PROXY: 'true' });
    await createCustomer(api, 'target@example.com');
  });
  afterAll(async () => api?.close());

  const attempt = (email: string, password: string, client: string) =>
    api.request('POST', '/api/login', { body: { username: email, password }, headers: { 'x-forwarded-for': client } });

  it('locks the client that made five wrong passwords out of that account, even for the right password, and only that client', async () => {
    for (let i = 1; i <= 5; i++) expect((await attempt('target@example.com', `wrong-${i}`, '198.51.100.1')).status).toBe(401);
    // Another client is slowed, not locked: see auth/hardening.test.ts.
    expect((await attempt('target@example.com', 'wrong-7', '198.51.100.2')).status).toBe(401);
    for (const [password, client] of [['wrong-6', '198.51.100.1'], ['correct horse battery', '198.51.100.1']] as const) {
      const limited = await attempt('TARGET@example.com', password, client);
      expect(limited.status, `${password} from ${client}`).toBe(429);
      expect(limited.body.error.code).toBe('rate_limited');
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(limited.headers.get('set-cookie')).toBeNull();
    }
  });

  it('limits one client trying many accounts, without limiting another client', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 14; i++) statuses.push((await attempt(`guess-${i}@example.com`, 'password-guess', '203.0.113.7')).status);
    expect(statuses.slice(0, 12)).toEqual(Array(12).fill(401));
    expect(statuses.slice(12)).toEqual([429, 429]);
    expect((await attempt('guess-0@example.com', 'password-guess', '203.0.113.8')).status).toBe(401);
  });
});
