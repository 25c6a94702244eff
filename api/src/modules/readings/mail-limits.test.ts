import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase, freeReadingBody, startTestApi, type TestApi } from '../../testing/test-api';

describeEachDatabase('confirmation mails per recipient', (database) => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi(database, {
      // One proxy in front, so that each test request can be a different client.
      TRUST_PROXY: '1',
      FREE_READING_RATE_LIMIT: '10/3600',
      CONFIRMATION_RESEND_RATE_LIMIT: '5/3600',
      CONFIRMATION_MAILS_PER_ADDRESS: '3/3600',
    });
  });
  afterAll(async () => api?.close());

  const confirmationMails = async (to: string) => Number((await api.container.db.knex('notification_outbox').where({ to_address: to, kind: 'confirm-request' }).count({ n: '*' }))[0]!.n);
  const ordersFor = async (email: string) => Number((await api.container.db.knex('orders').where({ email }).count({ n: '*' }))[0]!.n);
  const freeRequest = (email: string, client: string) =>
    api.request('POST', '/api/free-soulmate', { body: freeReadingBody({ email }), headers: { 'x-forwarded-for': client } });
  const resend = (email: string, client: string) => api.request('POST', '/api/confirm-request', { body: { email }, headers: { 'x-forwarded-for': client } });

  it('sends a few confirmation mails per address per hour, however many clients ask, and answers all of them alike', async () => {
    // 20 clients at once, two requests each, to one inbox (its address written in several ways).
    const spellings = ['victim@example.com', 'Victim@Example.com', ' VICTIM@example.com '];
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => freeRequest(spellings[i % spellings.length]!, `198.51.100.${i % 20}`)),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(40).fill(201));
    // Mailed or not, the visitor sees the same accepted request.
    for (const answer of answers) expect(Object.keys(answer.body.order).sort()).toEqual(Object.keys(answers[0]!.body.order).sort());
    expect(await ordersFor('victim@example.com')).toBe(40);
    expect(await confirmationMails('victim@example.com')).toBe(3);

    // The resend form: the same 202 as for an address we never mailed, and no mail.
    const limited = await resend('victim@example.com', '198.51.100.50');
    const unknown = await resend('nobody-here@example.com', '198.51.100.50');
    expect(limited.status).toBe(202);
    expect(limited.body).toEqual(unknown.body);
    expect(await confirmationMails('victim@example.com')).toBe(3);
  });

  it('counts the resend form against the same address, and leaves other addresses alone', async () => {
    expect((await freeRequest('other@example.com', '203.0.113.1')).status).toBe(201);
    for (let i = 0; i < 4; i++) expect((await resend('other@example.com', `203.0.113.${10 + i}`)).status).toBe(202);
    expect(await confirmationMails('other@example.com')).toBe(3);
    expect((await freeRequest('third@example.com', '203.0.113.1')).status).toBe(201);
    expect(await confirmationMails('third@example.com')).toBe(1);
  });

  it('counts sub-addresses of one inbox together', async () => {
    for (const email of ['inbox+a@example.com', 'inbox+b@example.com', 'inbox+c@example.com', 'inbox+d@example.com', 'inbox@example.com']) {
      expect((await freeRequest(email, '192.0.2.7')).status).toBe(201);
    }
    const mailed = await api.container.db.knex('notification_outbox').where('to_address', 'like', 'inbox%@example.com').count({ n: '*' });
    expect(Number(mailed[0]!.n)).toBe(3);
  });
});
