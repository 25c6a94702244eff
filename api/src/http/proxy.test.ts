import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RawEnv } from '../config/env';
import { TEST_PASSWORD, createCustomer } from '../testing/accounts';
import { describeEachDatabase, freeReadingBody, startTestApi, type TestApi, type TestDatabase } from '../testing/test-api';

const HSTS = 'max-age=15552000; includeSubDomains';

/** An API with `env` for the block's tests, closed after them. */
function apiWith(database: TestDatabase, env: Partial<RawEnv>): () => TestApi {
  let api: TestApi | undefined;
  beforeAll(async () => {
    api = await startTestApi(database, { FREE_READING_RATE_LIMIT: '2/3600', ...env });
  });
  afterAll(async () => api?.close());
  return () => api!;
}

/** Statuses of free reading requests, each with its own X-Forwarded-For header. */
async function freeRequests(api: TestApi, forwardedFor: string[]): Promise<number[]> {
  const statuses: number[] = [];
  for (const value of forwardedFor) {
    statuses.push((await api.request('POST', '/api/free-soulmate', { body: freeReadingBody(), headers: { 'x-forwarded-for': value } })).status);
  }
  return statuses;
}

async function loginCookie(api: TestApi, headers: Record<string, string> = {}): Promise<string> {
  const response = await api.request('POST', '/api/login', { body: { username: 'proxy@example.com', password: TEST_PASSWORD }, headers });
  expect(response.status).toBe(200);
  return response.headers.get('set-cookie') ?? '';
}

describeEachDatabase('client address and HTTPS behind a proxy', (database) => {
  describe('TRUST_PROXY=1', () => {
    const api = apiWith(database, { TRUST_PROXY: '1' });

    it('takes the address the proxy added (rightmost), so a client writing X-Forwarded-For shares one limit', async () => {
      // The proxy appends the address it saw (203.0.113.9) to whatever the client sent.
      expect(await freeRequests(api(), ['1.1.1.1, 203.0.113.9', '2.2.2.2, 203.0.113.9', '3.3.3.3, 203.0.113.9'])).toEqual([201, 201, 429]);
      // Another client behind the same proxy has its own limit.
      expect(await freeRequests(api(), ['1.1.1.1, 203.0.113.10'])).toEqual([201]);
    });
  });

  describe('TRUST_PROXY=2', () => {
    const api = apiWith(database, { TRUST_PROXY: '2' });

    it('takes the address two proxies away', async () => {
      // client-written, the client as the outer proxy saw it, the outer proxy as the inner one saw it
      expect(await freeRequests(api(), ['9.9.9.1, 198.51.100.7, 10.0.0.2', '9.9.9.2, 198.51.100.7, 10.0.0.3', '198.51.100.7, 10.0.0.2'])).toEqual([201, 201, 429]);
      expect(await freeRequests(api(), ['9.9.9.1, 198.51.100.8, 10.0.0.2'])).toEqual([201]);
    });
  });

  describe('TRUST_PROXY=true (kept as one proxy)', () => {
    const api = apiWith(database, { TRUST_PROXY: 'true' });

    it('does not let the leftmost X-Forwarded-For value choose the client', async () => {
      expect(await freeRequests(api(), ['1.1.1.1, 203.0.113.9', '2.2.2.2, 203.0.113.9', '3.3.3.3, 203.0.113.9'])).toEqual([201, 201, 429]);
    });
  });

  describe('without TRUST_PROXY', () => {
    const api = apiWith(database, {});

    beforeAll(async () => {
      await createCustomer(api(), 'proxy@example.com');
    });

    it('ignores X-Forwarded-For: the connection is the client', async () => {
      expect(await freeRequests(api(), ['1.1.1.1', '2.2.2.2', '3.3.3.3'])).toEqual([201, 201, 429]);
    });

    it('over plain HTTP: no Secure cookie and no HSTS, whatever X-Forwarded-Proto says', async () => {
      const cookie = await loginCookie(api(), { 'x-forwarded-proto': 'https' });
      expect(cookie).toMatch(/soulsketch_session=/);
      expect(cookie).not.toMatch(/;\s*secure/i);
      expect((await api().request('GET', '/api/health')).headers.get('strict-transport-security')).toBeNull();
    });
  });

  describe('PUBLIC_URL on https, TLS ended by an untrusted proxy', () => {
    const api = apiWith(database, { PUBLIC_URL: 'https://shop.test' });

    beforeAll(async () => {
      await createCustomer(api(), 'proxy@example.com');
    });

    it('marks the session cookie Secure, and it still signs in', async () => {
      const setCookie = await loginCookie(api());
      expect(setCookie).toMatch(/;\s*secure/i);
      const cookie = setCookie.split(';')[0]!;
      expect((await api().request('GET', '/api/me', { headers: { cookie } })).body.user).not.toBeNull();
    });

    it('sends HSTS on pages, API answers and error answers', async () => {
      // The last one is answered by the hot lane, outside Koa.
      for (const path of ['/', '/api/health', '/api/social-proof', '/api/no-such-endpoint', '/api/readings/by-code/REQ-NONE']) {
        expect((await api().request('GET', path)).headers.get('strict-transport-security'), path).toBe(HSTS);
      }
      const refused = await api().request('POST', '/api/login', { body: {} });
      expect(refused.status).toBe(422);
      expect(refused.headers.get('strict-transport-security')).toBe(HSTS);
    });
  });

  describe('PUBLIC_URL on http, a trusted proxy that says https', () => {
    const api = apiWith(database, { TRUST_PROXY: '1' });

    beforeAll(async () => {
      await createCustomer(api(), 'proxy@example.com');
    });

    it('marks the cookie Secure and sends HSTS only when the proxy says https', async () => {
      expect(await loginCookie(api(), { 'x-forwarded-proto': 'https' })).toMatch(/;\s*secure/i);
      expect((await api().request('GET', '/api/health', { headers: { 'x-forwarded-proto': 'https' } })).headers.get('strict-transport-security')).toBe(HSTS);
      expect(await loginCookie(api(), { 'x-forwarded-proto': 'http' })).not.toMatch(/;\s*secure/i);
      expect((await api().request('GET', '/api/health')).headers.get('strict-transport-security')).toBeNull();
    });

    it('sends HSTS on a hot-lane read the same way', async () => {
      const created = await api().request('POST', '/api/free-soulmate', { body: freeReadingBody({ email: 'hot-lane@example.com' }) });
      // An anonymous read of a reading by its request code: answered by the hot lane, outside Koa.
      const read = (headers: Record<string, string>) => api().request('GET', `/api/readings/by-code/${created.body.order.requestCode}`, { headers });
      const overHttps = await read({ 'x-forwarded-proto': 'https' });
      expect(overHttps.status).toBe(200);
      expect(overHttps.headers.get('strict-transport-security')).toBe(HSTS);
      expect((await read({ 'x-forwarded-proto': 'http' })).headers.get('strict-transport-security')).toBeNull();
      expect((await read({})).headers.get('strict-transport-security')).toBeNull();
      // Its error answers too.
      expect((await api().request('GET', '/api/readings/by-code/REQ-NONE', { headers: { 'x-forwarded-proto': 'https' } })).headers.get('strict-transport-security')).toBe(HSTS);
    });
  });
});
