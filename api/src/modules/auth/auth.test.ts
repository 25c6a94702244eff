import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES, describeEachDatabase, freeReadingBody, startTestApi, type TestApi } from '../../testing/test-api';

const STAFF = { email: 'staff@example.com', password: 'correct horse battery' };

function cookieOf(response: { headers: Headers }): string {
  const header = response.headers.get('set-cookie') ?? '';
  const match = /soulsketch_session=([^;]*)/.exec(header);
  return match ? `soulsketch_session=${match[1]}` : '';
}

describeEachDatabase('accounts and sessions', (database) => {
  let api: TestApi;

  const login = (username: string, password: string, headers: Record<string, string> = {}) =>
    api.request('POST', '/api/login', { body: { username, password }, headers });

  beforeAll(async () => {
    api = await startTestApi(database, { ADMIN_EMAIL: 'owner@example.com', ADMIN_PASSWORD: 'first admin password' });
    await api.container.auth.provisionStaff({ email: STAFF.email, name: 'Sam Staff', role: 'staff', password: STAFF.password });
  });
  afterAll(async () => api?.close());

  it('signs in with e-mail and password, sets an httpOnly SameSite session cookie, and answers with success, message and user only', async () => {
    await api.request('POST', '/api/free-soulmate', { body: freeReadingBody({ email: STAFF.email }) });
    const response = await login('Staff@Example.com', STAFF.password);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ success: true, message: 'Login successful', user: { username: STAFF.email, name: 'Sam Staff', role: 'staff' } });
    // Request codes are bearer secrets: the login answer carries none (the dashboard asks for the orders).
    expect(Object.keys(response.body).sort()).toEqual(['message', 'success', 'user']);
    expect(JSON.stringify(response.body)).not.toMatch(/REQ-/i);
    const setCookie = response.headers.get('set-cookie')!;
    expect(setCookie).toMatch(/httponly/i);
    expect(setCookie).toMatch(/samesite=lax/i);
    expect(setCookie).toMatch(/path=\//i);

    const me = await api.request('GET', '/api/me', { headers: { cookie: cookieOf(response) } });
    expect(me.status).toBe(200);
    expect(me.body.user).toMatchObject({ username: STAFF.email, role: 'staff' });
    // Signed out is an answer, not an error: pages visitors open ask too.
    const anonymous = await api.request('GET', '/api/me');
    expect(anonymous.status).toBe(200);
    expect(anonymous.body).toEqual({ user: null });
  });

  it('answers the same for an unknown e-mail and a wrong password', async () => {
    const unknown = await login('nobody@example.com', 'whatever password');
    const wrong = await login(STAFF.email, 'not the password');
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(unknown.body.error.message).toBe('Invalid email or password.');
    expect(wrong.body.error.message).toBe(unknown.body.error.message);
    expect(cookieOf(wrong)).toBe('');
  });

  it('refuses an empty form, naming each missing field', async () => {
    const response = await api.request('POST', '/api/login', { body: {} });
    expect(response.status).toBe(422);
    expect(response.body.error.details).toMatchObject({ username: ['Email is required'], password: ['Password is required'] });
  });

  it('gives a new session on each login and ends it on logout, everywhere it was used', async () => {
    const first = cookieOf(await login(STAFF.email, STAFF.password));
    const second = cookieOf(await login(STAFF.email, STAFF.password, { cookie: first }));
    expect(second).not.toBe(first);
    expect((await api.request('GET', '/api/me', { headers: { cookie: first } })).body).toEqual({ user: null });

    const logout = await api.request('POST', '/api/logout', { headers: { cookie: second, 'content-type': 'application/json' } });
    expect(logout.status).toBe(200);
    expect((await api.request('GET', '/api/me', { headers: { cookie: second } })).body).toEqual({ user: null });
  });

  it('creates the first admin from ADMIN_EMAIL and ADMIN_PASSWORD', async () => {
    const response = await login('owner@example.com', 'first admin password');
    expect(response.status).toBe(200);
    expect(response.body.user.role).toBe('admin');
  });

  it('refuses cookie-carrying writes from another site or that are not JSON, and lets public writes through', async () => {
    const cookie = cookieOf(await login(STAFF.email, STAFF.password));
    const crossSite = await api.request('POST', '/api/logout', { headers: { cookie, 'content-type': 'application/json', 'sec-fetch-site': 'cross-site' } });
    expect(crossSite.status).toBe(403);
    const otherOrigin = await api.request('POST', '/api/logout', { headers: { cookie, 'content-type': 'application/json', origin: 'https://evil.example' } });
    expect(otherOrigin.status).toBe(403);
    const form = await api.request('POST', '/api/logout', { raw: 'a=1', headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' } });
    expect(form.status).toBe(415);
    expect((await api.request('GET', '/api/me', { headers: { cookie } })).body.user).not.toBeNull();
    const mixedCase = await api.request('POST', '/api/logout', { headers: { cookie, 'content-type': 'Application/JSON; charset=UTF-8' } });
    expect(mixedCase.status).toBe(200);

    const publicWrite = await api.request('POST', '/api/free-soulmate', { body: freeReadingBody(), headers: { origin: 'https://elsewhere.example' } });
    expect(publicWrite.status).toBe(201);
  });

  it('resets a password by a single-use e-mailed link, and signs the account out everywhere', async () => {
    await api.container.auth.provisionStaff({ email: 'reset@example.com', role: 'staff', password: 'old password 123' });
    const cookie = cookieOf(await login('reset@example.com', 'old password 123'));

    const known = await api.request('POST', '/api/password-reset', { body: { email: 'reset@example.com' } });
    const unknown = await api.request('POST', '/api/password-reset', { body: { email: 'ghost@example.com' } });
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(known.body).toEqual(unknown.body);

    const mail = await api.container.outbox.latestFor('reset@example.com');
    expect(mail?.subject).toBe('Reset your SoulSketch password');
    expect(mail?.text).not.toContain('old password');
    const token = /reset-password\?token=([\w-]+)/.exec(mail!.text)![1]!;

    const tooShort = await api.request('POST', '/api/password-reset/complete', { body: { token, password: 'short' } });
    expect(tooShort.status).toBe(422);
    const done = await api.request('POST', '/api/password-reset/complete', { body: { token, password: 'brand new password' } });
    expect(done.status).toBe(200);
    const again = await api.request('POST', '/api/password-reset/complete', { body: { token, password: 'another new password' } });
    expect(again.status).toBe(400);
    expect(again.body.error.code).toBe('link_expired');

    expect((await api.request('GET', '/api/me', { headers: { cookie } })).body).toEqual({ user: null });
    expect((await login('reset@example.com', 'old password 123')).status).toBe(401);
    expect((await login('reset@example.com', 'brand new password')).status).toBe(200);
  });
});

describe('login brute force', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(TEST_DATABASES[0], { LOGIN_FAILURES_PER_ACCOUNT: '5/900', LOGIN_ATTEMPTS_PER_CLIENT: '8/900' });
    await api.container.auth.provisionStaff({ email: STAFF.email, role: 'staff', password: STAFF.password });
  });
  afterAll(async () => api?.close());

  it('locks an account after 5 failures with 429 and Retry-After, even for the right password, never 500', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt++) statuses.push((await api.request('POST', '/api/login', { body: { username: STAFF.email, password: `guess ${attempt}` } })).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    const locked = await api.request('POST', '/api/login', { body: { username: STAFF.email, password: STAFF.password } });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(locked.body.error.code).toBe('rate_limited');
  });

  it('limits a client trying many accounts', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt++) {
      statuses.push((await api.request('POST', '/api/login', { body: { username: `someone${attempt}@example.com`, password: 'x' } })).status);
    }
    // 6 attempts were already made from this client by the test above; the limit is 8.
    expect(statuses).toEqual([401, 401, 429, 429]);
  });
});
