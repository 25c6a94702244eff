import { afterAll, beforeAll, expect, it } from 'vitest';
import { createCustomer } from '../../testing/accounts';
import { describeEachDatabase, startTestApi, type TestApi } from '../../testing/test-api';

/**
 * `POST /api/password-reset/check`: the set-password page asks whether its link still works
 * before showing the form, and what the link is for (a new account's first password, or a reset). It
 * never uses the link up, and it is rate-limited per client like the other password-link calls.
 */
describeEachDatabase('checking a password link', (database) => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi(database, { TRUST_PROXY: '1', PASSWORD_LINK_CHECK_RATE_LIMIT: '12/600' });
  });
  afterAll(async () => api?.close());

  let client = 0;
  /** Each test its own client address, so the limit is one test's business. */
  const nextClient = () => `198.51.100.${++client}`;
  const check = (token: string, from: string) => api.request('POST', '/api/password-reset/check', { body: { token }, headers: { 'x-forwarded-for': from } });
  const complete = (token: string, from: string) =>
    api.request('POST', '/api/password-reset/complete', { body: { token, password: 'a brand new password' }, headers: { 'x-forwarded-for': from } });
  const tokenIn = (link: string) => new URL(link).searchParams.get('token')!;
  const resetLinkFor = async (email: string, from: string) => {
    expect((await api.request('POST', '/api/password-reset', { body: { email }, headers: { 'x-forwarded-for': from } })).status).toBe(202);
    return /reset-password\?token=([\w-]+)/.exec((await api.container.outbox.latestFor(email))!.text)![1]!;
  };

  it('says a fresh welcome link works and is for a first password, without using it up', async () => {
    const from = nextClient();
    const { link } = await api.container.auth.provisionStaff({ email: 'welcome-check@example.com', role: 'staff' });
    const token = tokenIn(link!);
    for (let i = 0; i < 3; i++) {
      const answer = await check(token, from);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body).toEqual({ valid: true, purpose: 'welcome' });
    }
    expect((await complete(token, from)).status).toBe(200);
    expect((await check(token, from)).body).toEqual({ valid: false, purpose: 'welcome' });
  });

  it('says a reset link is for a new password, and that it is dead once expired', async () => {
    const from = nextClient();
    await createCustomer(api, 'reset-check@example.com');
    const token = await resetLinkFor('reset-check@example.com', from);
    expect((await check(token, from)).body).toEqual({ valid: true, purpose: 'reset' });
    await api.container.db.knex('password_resets').update({ expires_at: new Date(Date.now() - 1000).toISOString() });
    expect((await check(token, from)).body).toEqual({ valid: false, purpose: 'reset' });
  });

  it('says an unknown link is dead and names no purpose; refuses a token that cannot be one', async () => {
    const from = nextClient();
    expect((await check('x'.repeat(43), from)).body).toEqual({ valid: false, purpose: null });
    const malformed = await check('short', from);
    expect(malformed.status).toBe(422);
    expect(malformed.body.error.code).toBe('validation_failed');
  });

  it('limits how many links one client may try, checks and completions together, and only that client', async () => {
    const from = nextClient();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await check(`${'y'.repeat(42)}${i}`, from)).status);
    statuses.push((await complete('z'.repeat(43), from)).status);
    expect(statuses).toEqual([...Array(11).fill(200), 400]);
    const limited = await check('y'.repeat(43), from);
    expect(limited.status).toBe(429);
    expect(limited.body.error.code).toBe('rate_limited');
    expect((await complete('z'.repeat(43), from)).status).toBe(429);
    expect((await check('y'.repeat(43), nextClient())).status).toBe(200);
  });
});
