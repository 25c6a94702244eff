import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { TEST_PASSWORD } from '../testing/accounts';
import { describeEachDatabase, freeReadingBody, startTestApi, type TestApi } from '../testing/test-api';
import type { RateLimitStore } from './rate-limit-store';

/** Counters that cannot be reached, as when PostgreSQL is down or a query fails. */
const unreachable: RateLimitStore = () => {
  const fail = () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:5432'));
  return { add: fail, get: fail, delete: fail };
};

/**
 * When the rate limits' counters cannot be reached, limits on reads and form posts let the request
 * through (with a warning), and limits on anything that sends mail answer 503 `unavailable`: never a
 * 500, and nothing mailed uncounted.
 */
describeEachDatabase('rate limits when their counters cannot be reached', (database) => {
  let api: TestApi;
  const logged: { level: number; msg: string; limit?: string }[] = [];
  const email = 'outage@example.com';

  beforeAll(async () => {
    const sink = new Writable({
      write(line, _encoding, done) {
        logged.push(JSON.parse(String(line)));
        done();
      },
    });
    api = await startTestApi(database, {}, { rateLimitStore: unreachable, logger: pino({ level: 'warn' }, sink) });
    await api.container.auth.provisionStaff({ email, role: 'staff', name: 'Sage Staff', password: TEST_PASSWORD });
  });
  afterAll(async () => api?.close());
  beforeEach(() => {
    logged.length = 0;
  });

  const mails = async () => Number((await api.container.db.knex('notification_outbox').count({ n: '*' }))[0]!.n);

  it('lets logins and password-link checks through, with a warning naming the limit', async () => {
    expect((await api.request('POST', '/api/login', { body: { username: email, password: 'wrong guess' } })).status).toBe(401);
    expect((await api.request('POST', '/api/login', { body: { username: email, password: TEST_PASSWORD } })).status).toBe(200);
    const check = await api.request('POST', '/api/password-reset/check', { body: { token: 'x'.repeat(43) } });
    expect(check.status).toBe(200);
    expect(logged.filter((line) => line.level === 40).map((line) => line.limit)).toEqual(
      expect.arrayContaining(['login-attempts-client', 'login-failures-pair', 'login-failures-account', 'password-links']),
    );
  });

  it('refuses a password reset with 503, alike for a known and an unknown address, and mails nothing', async () => {
    const before = await mails();
    const known = await api.request('POST', '/api/password-reset', { body: { email } });
    const unknown = await api.request('POST', '/api/password-reset', { body: { email: 'nobody@example.com' } });
    expect([known.status, unknown.status]).toEqual([503, 503]);
    expect(known.body.error.code).toBe('unavailable');
    expect(known.headers.get('retry-after')).toBe('60');
    expect(unknown.body.error.message).toBe(known.body.error.message);
    expect(await mails()).toBe(before);
  });

  it('refuses the free reading (its confirmation mail) and the resend form with 503, writing nothing', async () => {
    const orders = async () => Number((await api.container.db.knex('orders').count({ n: '*' }))[0]!.n);
    const [ordersBefore, mailsBefore] = [await orders(), await mails()];
    const free = await api.request('POST', '/api/free-soulmate', { body: freeReadingBody() });
    expect(free.status).toBe(503);
    expect(free.body.error.code).toBe('unavailable');
    const resend = await api.request('POST', '/api/confirm-request', { body: { email: 'luna@example.com' } });
    expect(resend.status).toBe(503);
    expect([await orders(), await mails()]).toEqual([ordersBefore, mailsBefore]);
    // The free form's own limit let it through; its confirmation mail's limit refused it.
    expect(logged.some((line) => line.level === 40 && line.limit === 'free-reading')).toBe(true);
    expect(logged.some((line) => line.level === 50 && line.limit === 'confirmation-mails')).toBe(true);
  });
});
