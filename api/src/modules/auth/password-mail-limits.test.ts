import { afterAll, beforeAll, expect, it } from 'vitest';
import { createCustomer } from '../../testing/accounts';
import { describeEachDatabase, startTestApi, type TestApi } from '../../testing/test-api';

/**
 * Mails carrying a password link, per recipient inbox: the per-client limit on "forgot password" cannot
 * stop many clients filling one inbox, so every password mail counts against the inbox's share
 * (PASSWORD_MAILS_PER_ADDRESS, five an hour by default). Past it the visitor is answered the same.
 */
describeEachDatabase('password mails per recipient', (database) => {
  let api: TestApi;

  beforeAll(async () => {
    // One proxy in front, so that each request can come from a different client. The per-inbox share
    // is left at its default.
    api = await startTestApi(database, { TRUST_PROXY: '1', PASSWORD_RESET_RATE_LIMIT: '5/3600' });
  });
  afterAll(async () => api?.close());

  const passwordMails = async (to: string) =>
    Number((await api.container.db.knex('notification_outbox').where({ to_address: to }).where('kind', 'like', 'password-%').count({ n: '*' }))[0]!.n);
  const forgot = (email: string, client: string) => api.request('POST', '/api/password-reset', { body: { email }, headers: { 'x-forwarded-for': client } });

  it('sends at most five reset mails per inbox an hour, whatever the number of clients, and answers every request alike', async () => {
    await createCustomer(api, 'victim@example.com');
    // 20 clients, five requests each (each client within its own limit), the address written in several ways.
    const spellings = ['victim@example.com', 'Victim@Example.com', 'VICTIM@example.com'];
    const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => forgot(spellings[i % spellings.length]!, `198.51.100.${i % 20}`)));
    const unknown = await forgot('nobody-here@example.com', '198.51.100.99');

    expect(answers.map((answer) => answer.status)).toEqual(Array(100).fill(202));
    // Mailed, not mailed, or no account at all: the same answer.
    for (const answer of answers) expect(answer.body).toEqual(unknown.body);
    expect(unknown.status).toBe(202);
    expect(await passwordMails('victim@example.com')).toBe(5);
    // No link is made that nobody receives.
    const victim = await api.container.db.knex('users').where({ email: 'victim@example.com' }).first();
    expect(Number((await api.container.db.knex('password_resets').where({ user_id: victim.id }).count({ n: '*' }))[0]!.n)).toBe(5);

    // Another inbox keeps its own share.
    await createCustomer(api, 'bystander@example.com');
    expect((await forgot('bystander@example.com', '198.51.100.0')).status).toBe(429); // that client used its five
    expect((await forgot('bystander@example.com', '203.0.113.1')).status).toBe(202);
    expect(await passwordMails('bystander@example.com')).toBe(1);
  });

  it("counts a new staff account's welcome mail in the same share, and still gives the operator the link", async () => {
    const first = await api.container.auth.provisionStaff({ email: 'new-staff@example.com', role: 'staff' });
    expect(first.link).toMatch(/reset-password\?token=/);
    for (let i = 0; i < 6; i++) expect((await forgot('new-staff@example.com', `192.0.2.${i}`)).status).toBe(202);
    expect(await passwordMails('new-staff@example.com')).toBe(5);

    // Past the share: the operator still gets a working link to hand over, without another mail.
    const later = await api.container.auth.provisionStaff({ email: 'new-staff@example.com', role: 'staff' });
    expect(later.link).toMatch(/reset-password\?token=/);
    const token = new URL(later.link!).searchParams.get('token')!;
    expect((await api.request('POST', '/api/password-reset/check', { body: { token }, headers: { 'x-forwarded-for': '192.0.2.50' } })).body).toEqual({
      valid: true,
      purpose: 'welcome',
    });
    expect(await passwordMails('new-staff@example.com')).toBe(5);
  });
});
