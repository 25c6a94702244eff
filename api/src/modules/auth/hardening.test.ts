import { afterAll, beforeAll, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../http/session';
import { TEST_PASSWORD, createCustomer } from '../../testing/accounts';
import { describeEachDatabase, startTestApi, type TestApi } from '../../testing/test-api';

function sessionCookie(response: { headers: Headers }): string | undefined {
  const match = new RegExp(`${SESSION_COOKIE}=([^;]*)`).exec(response.headers.get('set-cookie') ?? '');
  return match?.[1] ? `${SESSION_COOKIE}=${match[1]}` : undefined;
}

describeEachDatabase('sign-in hardening', (database) => {
  let api: TestApi;

  beforeAll(async () => {
    // One proxy in front: X-Forwarded-For's last entry is the client, so tests can be several clients.
    api = await startTestApi(database, { TRUST_PROXY: '1', LOGIN_FAILURES_PER_ACCOUNT: '5/900', LOGIN_ATTEMPTS_PER_CLIENT: '30/900' });
  });
  afterAll(async () => api?.close());

  const login = (email: string, password: string, client: string, headers: Record<string, string> = {}) =>
    api.request('POST', '/api/login', { body: { username: email, password }, headers: { 'x-forwarded-for': client, ...headers } });

  const resetLinkFor = async (email: string) => {
    const mail = await api.container.outbox.latestFor(email);
    return /reset-password\?token=([\w-]+)/.exec(mail!.text)![1]!;
  };

  it("a stranger's wrong passwords lock only the stranger's client out of the account, not its owner", async () => {
    await createCustomer(api, 'owner@example.com');
    for (let i = 1; i <= 5; i++) expect((await login('owner@example.com', `guess ${i}`, '198.51.100.66')).status).toBe(401);

    // The owner, from their own device: signed in (after a short, bounded wait).
    const started = performance.now();
    const owner = await login('Owner@Example.com', TEST_PASSWORD, '203.0.113.5');
    expect(owner.status).toBe(200);
    expect(performance.now() - started).toBeLessThan(4000);

    // The stranger's client stays locked, even with the right password, with Retry-After.
    const stranger = await login('owner@example.com', TEST_PASSWORD, '198.51.100.66');
    expect(stranger.status).toBe(429);
    expect(Number(stranger.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(sessionCookie(stranger)).toBeUndefined();
  });

  it('slows every client once an account has many failures, within a few seconds, and still accepts the right password', async () => {
    await createCustomer(api, 'targeted@example.com');
    // Failures from many clients, none of them over its own limit.
    for (let i = 1; i <= 8; i++) expect((await login('targeted@example.com', 'wrong password', `192.0.2.${i}`)).status).toBe(401);

    const started = performance.now();
    const slowed = await login('targeted@example.com', 'wrong password', '192.0.2.100');
    const waited = performance.now() - started;
    expect(slowed.status).toBe(401);
    // Eight failures so far, three over the five of the pair limit: 100 ms doubled three times.
    expect(waited).toBeGreaterThanOrEqual(750);
    expect(waited).toBeLessThan(4000);

    expect((await login('targeted@example.com', TEST_PASSWORD, '192.0.2.200')).status).toBe(200);
  }, 15_000);

  it("a failed login leaves the browser's existing session signed in", async () => {
    await createCustomer(api, 'alice@example.com');
    const signedIn = await login('alice@example.com', TEST_PASSWORD, '203.0.113.20');
    const cookie = sessionCookie(signedIn)!;
    expect((await api.request('GET', '/api/me', { headers: { cookie } })).body.user.username).toBe('alice@example.com');

    const failed = await login('alice@example.com', 'not my password', '203.0.113.20', { cookie });
    expect(failed.status).toBe(401);
    expect(sessionCookie(failed)).toBeUndefined();
    const me = await api.request('GET', '/api/me', { headers: { cookie } });
    expect(me.status).toBe(200);
    expect(me.body.user.username).toBe('alice@example.com');

    // A successful login still replaces the session (no fixation).
    const again = await login('alice@example.com', TEST_PASSWORD, '203.0.113.20', { cookie });
    expect(sessionCookie(again)).not.toBe(cookie);
    expect((await api.request('GET', '/api/me', { headers: { cookie } })).body).toEqual({ user: null });
  });

  it('ends every outstanding password link when a reset link sets the password', async () => {
    await createCustomer(api, 'links@example.com');
    await api.request('POST', '/api/password-reset', { body: { email: 'links@example.com' }, headers: { 'x-forwarded-for': '203.0.113.30' } });
    const first = await resetLinkFor('links@example.com');
    await api.request('POST', '/api/password-reset', { body: { email: 'links@example.com' }, headers: { 'x-forwarded-for': '203.0.113.30' } });
    const second = await resetLinkFor('links@example.com');
    expect(second).not.toBe(first);

    expect((await api.request('POST', '/api/password-reset/complete', { body: { token: second, password: 'a brand new password' } })).status).toBe(200);
    const stale = await api.request('POST', '/api/password-reset/complete', { body: { token: first, password: 'the attacker password' } });
    expect(stale.status).toBe(400);
    expect((await login('links@example.com', 'the attacker password', '203.0.113.31')).status).toBe(401);
    expect((await login('links@example.com', 'a brand new password', '203.0.113.31')).status).toBe(200);
  });

  it('ends outstanding links when the password is set another way (user:create --password, welcome link)', async () => {
    // Without a password: a welcome link to choose it.
    const { link } = await api.container.auth.provisionStaff({ email: 'newstaff@example.com', role: 'staff' });
    const welcome = new URL(link!).searchParams.get('token')!;
    await api.request('POST', '/api/password-reset', { body: { email: 'newstaff@example.com' }, headers: { 'x-forwarded-for': '203.0.113.40' } });
    const reset = await resetLinkFor('newstaff@example.com');

    // The command line sets the password: neither link works any more.
    await api.container.auth.provisionStaff({ email: 'newstaff@example.com', role: 'staff', password: 'set on the command line' });
    for (const token of [welcome, reset]) {
      expect((await api.request('POST', '/api/password-reset/complete', { body: { token, password: 'someone else password' } })).status).toBe(400);
    }

    // A new welcome link, used: the reset link asked for before it ends too.
    await api.request('POST', '/api/password-reset', { body: { email: 'newstaff@example.com' }, headers: { 'x-forwarded-for': '203.0.113.40' } });
    const laterReset = await resetLinkFor('newstaff@example.com');
    const { link: laterWelcome } = await api.container.auth.provisionStaff({ email: 'newstaff@example.com', role: 'staff' });
    const welcomeToken = new URL(laterWelcome!).searchParams.get('token')!;
    expect((await api.request('POST', '/api/password-reset/complete', { body: { token: welcomeToken, password: 'chosen from the welcome' } })).status).toBe(200);
    expect((await api.request('POST', '/api/password-reset/complete', { body: { token: laterReset, password: 'someone else password' } })).status).toBe(400);
    expect((await login('newstaff@example.com', 'chosen from the welcome', '203.0.113.41')).status).toBe(200);
  });
});
