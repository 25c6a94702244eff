import { afterAll, beforeAll, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../http/session';
import { createCustomer } from '../../testing/accounts';
import { cookieFrom } from '../../testing/cookies';
import { describeEachDatabase, startTestApi, type TestApi } from '../../testing/test-api';

/**
 * Choosing a password from a mailed link signs that browser in, as a login right after would: the
 * session cookie (httpOnly, SameSite=Lax, Secure over https) for the account the link was for, and the
 * account's older sessions end. A used or expired link changes nothing and signs nobody in.
 */
describeEachDatabase('choosing a password from a link signs in', (database) => {
  let api: TestApi;

  beforeAll(async () => {
    // One trusted proxy: X-Forwarded-Proto tells the API when the visitor came over https.
    api = await startTestApi(database, { TRUST_PROXY: '1' });
  });
  afterAll(async () => api?.close());

  const linkFor = async (email: string) => {
    expect((await api.request('POST', '/api/password-reset', { body: { email } })).status).toBe(202);
    const mail = await api.container.outbox.latestFor(email);
    return /reset-password\?token=([\w-]+)/.exec(mail!.text)![1]!;
  };
  const choose = (token: string, headers: Record<string, string> = {}) =>
    api.request('POST', '/api/password-reset/complete', { body: { token, password: 'a brand new password' }, headers });
  const me = (cookie: string) => api.request('GET', '/api/me', { headers: { cookie } });

  it("opens a session for the link's customer, ends the old ones, and a second use of the link is refused without a cookie", async () => {
    const customer = await createCustomer(api, 'chooser@example.com', 'Cleo Chooser');
    const token = await linkFor('chooser@example.com');

    const chosen = await choose(token);
    expect(chosen.status, JSON.stringify(chosen.body)).toBe(200);
    expect(chosen.body).toEqual({ ok: true, user: { id: customer.id, username: 'chooser@example.com', name: 'Cleo Chooser', role: 'customer' } });
    const session = cookieFrom(chosen.headers, SESSION_COOKIE);
    expect(session?.attributes).toMatchObject({ httponly: '', samesite: 'lax', path: '/' });
    expect(session?.attributes).not.toHaveProperty('secure');
    const signedIn = await me(session!.pair);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user).toMatchObject({ id: customer.id, role: 'customer' });
    // The session the account had before the change is over.
    expect((await me(customer.cookie)).body.user).toBeNull();

    const again = await choose(token);
    expect(again.status).toBe(400);
    expect(again.body.error.code).toBe('link_expired');
    expect(cookieFrom(again.headers, SESSION_COOKIE)).toBeUndefined();
    expect((await me(session!.pair)).body.user, 'a refused link leaves the new session alone').not.toBeNull();
  });

  it('refuses an expired link without a cookie, and leaves the browser signed in as it was', async () => {
    const other = await createCustomer(api, 'already-in@example.com');
    await createCustomer(api, 'late@example.com');
    const token = await linkFor('late@example.com');
    await api.container.db.knex('password_resets').whereNull('used_at').update({ expires_at: new Date(Date.now() - 1000).toISOString() });

    const late = await choose(token, { cookie: other.cookie });
    expect(late.status).toBe(400);
    expect(late.body.error.code).toBe('link_expired');
    expect(cookieFrom(late.headers, SESSION_COOKIE)).toBeUndefined();
    expect((await me(other.cookie)).body.user).not.toBeNull();
  });

  it("ends the browser's earlier session of another account, and signs in staff the same way, Secure over https", async () => {
    const other = await createCustomer(api, 'was-signed-in@example.com');
    const { link } = await api.container.auth.provisionStaff({ email: 'new-staff@example.com', name: 'Nia Staff', role: 'staff' });
    const token = new URL(link!).searchParams.get('token')!;

    const chosen = await choose(token, { cookie: other.cookie, 'x-forwarded-proto': 'https' });
    expect(chosen.status, JSON.stringify(chosen.body)).toBe(200);
    expect(chosen.body.user).toMatchObject({ username: 'new-staff@example.com', role: 'staff' });
    const session = cookieFrom(chosen.headers, SESSION_COOKIE);
    expect(session?.attributes).toMatchObject({ httponly: '', samesite: 'lax', secure: '' });
    expect((await me(session!.pair)).body.user.role).toBe('staff');
    expect((await me(other.cookie)).body.user).toBeNull();
  });
});
