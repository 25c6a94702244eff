import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { UNREACHABLE_RETRY_AFTER_SECONDS } from '../db/unreachable';
import { createCustomer, TEST_PASSWORD } from '../testing/accounts';
import { startDatabaseRelay, type DatabaseRelay, type RelayMode } from '../testing/database-relay';
import { freeReadingBody, POSTGRES_SKIPPED_NOTE, startTestApi, type TestApi } from '../testing/test-api';

/**
 * A PostgreSQL database that is away, or there but never answering, costs the shop's visitors a few
 * seconds and a 503 `unavailable` to try again later (the PWA words it), on every route: never a 500,
 * never a request that hangs. The shop speaks to PostgreSQL through a relay the test switches from
 * forwarding to refusing (the server down, its connections cut) or to swallowing (a black hole).
 */

const SERVER_URL = process.env.TEST_DATABASE_URL || undefined;

/** What a person waits for an answer, at most: a request costs a few seconds, whatever the database does. */
const ANSWER_WITHIN_MS = 6000;

interface Probe {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  signedIn?: boolean;
  /** Routes that answered 503 before this rule, with answers of their own kept as they were. */
  retryAfter?: 'any' | 'none';
}

describe.skipIf(!SERVER_URL)(`every route when PostgreSQL is away or silent${SERVER_URL ? '' : ` (${POSTGRES_SKIPPED_NOTE})`}`, () => {
  let relay: DatabaseRelay;
  let api: TestApi;
  let cookie: string;
  let requestCode: string;

  beforeAll(async () => {
    relay = await startDatabaseRelay(SERVER_URL!);
    api = await startTestApi({ name: 'postgres', url: relay.url });
    cookie = (await createCustomer(api, 'away@example.com')).cookie;
    const free = await api.request('POST', '/api/free-soulmate', { body: freeReadingBody() });
    expect(free.status).toBe(201);
    requestCode = free.body.order.requestCode;
  });

  // Each test begins with the database answering, whatever the one before left.
  afterEach(() => relay.setMode('forward'));

  afterAll(async () => {
    await relay?.setMode('forward');
    await api?.close();
    await relay?.close();
  });

  const probes = (): Probe[] => [
    { name: 'reading by code', method: 'GET', path: `/api/readings/by-code/${requestCode}` },
    { name: 'reading by code, signed in', method: 'GET', path: `/api/readings/by-code/${requestCode}`, signedIn: true },
    { name: 'order by code', method: 'GET', path: `/api/orders/by-code/${requestCode}` },
    { name: 'products', method: 'GET', path: '/api/products' },
    { name: 'prices', method: 'GET', path: '/api/prices' },
    { name: 'login', method: 'POST', path: '/api/login', body: { username: 'away@example.com', password: TEST_PASSWORD } },
    { name: 'me', method: 'GET', path: '/api/me', signedIn: true },
    { name: 'account horoscope', method: 'GET', path: '/api/account/horoscope', signedIn: true },
    { name: 'unsubscribe', method: 'POST', path: '/api/horoscope/unsubscribe?token=u1.bm9ib2R5.c2lnbmF0dXJl' },
    { name: 'confirm', method: 'POST', path: `/api/readings/confirm/${requestCode}`, body: {} },
    { name: 'logout', method: 'POST', path: '/api/logout', signedIn: true },
    { name: 'purchases', method: 'GET', path: `/api/orders/${requestCode}/purchases` },
    { name: 'upsell', method: 'GET', path: `/api/upsells/${requestCode}` },
    { name: 'health', method: 'GET', path: '/api/health', retryAfter: 'none' },
    { name: 'free reading', method: 'POST', path: '/api/free-soulmate', body: freeReadingBody({ email: 'later@example.com' }) },
    { name: 'password reset', method: 'POST', path: '/api/password-reset', body: { email: 'away@example.com' } },
  ];

  /** Sends every probe at once, as visitors would, and notes each answer and how long it took. */
  async function answersWhen(mode: RelayMode) {
    await relay.setMode(mode);
    return Promise.all(
      probes().map(async (probe) => {
        const started = performance.now();
        try {
          const response = await fetch(`${api.baseUrl}${probe.path}`, {
            method: probe.method,
            headers: { ...(probe.body ? { 'content-type': 'application/json' } : {}), ...(probe.signedIn ? { cookie } : {}) },
            body: probe.body ? JSON.stringify(probe.body) : undefined,
            signal: AbortSignal.timeout(ANSWER_WITHIN_MS + 2000),
          });
          const body = (await response.json().catch(() => undefined)) as { error?: { code?: string } } | undefined;
          const ms = Math.round(performance.now() - started);
          const retryAfter = response.headers.get('retry-after');
          return { probe, status: response.status, code: body?.error?.code, retryAfter, ms };
        } catch {
          return { probe, status: 'no answer', code: undefined, retryAfter: null, ms: Math.round(performance.now() - started) };
        }
      }),
    );
  }

  /** Each probe: 503 `unavailable`, Retry-After where the route gives one, within what a person waits. */
  function expectUnavailable(answers: Awaited<ReturnType<typeof answersWhen>>) {
    const seen = answers.map(({ probe, status, code, retryAfter, ms }) => ({
      route: probe.name,
      status,
      code,
      retryAfter: probe.retryAfter === 'none' ? retryAfter === null : Number(retryAfter) > 0,
      inTime: ms < ANSWER_WITHIN_MS ? true : `${ms} ms`,
    }));
    expect(seen).toEqual(answers.map(({ probe }) => ({ route: probe.name, status: 503, code: 'unavailable', retryAfter: true, inTime: true })));
  }

  /**
   * Once the database answers again, the shop does too within the Retry-After it announced: connection
   * attempts begun during the outage may still fail until their timeout, never longer.
   */
  async function expectAnsweringWithinRetryAfter() {
    await expect.poll(async () => (await api.request('GET', '/api/products')).status, { timeout: UNREACHABLE_RETRY_AFTER_SECONDS * 1000, interval: 250 }).toBe(200);
  }

  it('answers each route as usual while the database answers', async () => {
    const products = await api.request('GET', '/api/products');
    expect(products.status).toBe(200);
    const me = await api.request('GET', '/api/me', { headers: { cookie } });
    expect(me.status).toBe(200);
  });

  it('answers 503 unavailable with Retry-After on every route when the database refuses connections, and recovers when it is back', { timeout: 30_000 }, async () => {
    expectUnavailable(await answersWhen('refuse'));
    await relay.setMode('forward');
    await expectAnsweringWithinRetryAfter();
  });

  it('answers 503 unavailable with Retry-After within a few seconds when the database accepts but never answers, and recovers when it answers again', { timeout: 30_000 }, async () => {
    // Connections the pool holds from before, and new ones, all go silent.
    expect((await api.request('GET', '/api/me', { headers: { cookie } })).status).toBe(200);
    expectUnavailable(await answersWhen('swallow'));
    await relay.setMode('forward');
    await expectAnsweringWithinRetryAfter();
    expect((await api.request('POST', '/api/login', { body: { username: 'away@example.com', password: TEST_PASSWORD } })).status).toBe(200);
  });
});
