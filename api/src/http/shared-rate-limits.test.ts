import { afterAll, beforeAll, expect, it } from 'vitest';
import { TEST_PASSWORD } from '../testing/accounts';
import { describeEachDatabase, freeReadingBody, startTestApi, type TestApi } from '../testing/test-api';

/**
 * Two API processes of one shop, on one database. On PostgreSQL every limit counts once for the shop,
 * whichever process a request reaches; on SQLite the shop is one process and each keeps its own
 * counters in memory, so two of them count apart.
 */
describeEachDatabase('rate limits across two processes of one shop', (database) => {
  const shared = database.name === 'postgres';
  let first: TestApi;
  let second: TestApi;
  const env = {
    // One proxy in front, so that each test can be a client of its own.
    TRUST_PROXY: '1',
    FREE_READING_RATE_LIMIT: '3/3600',
    LOGIN_FAILURES_PER_ACCOUNT: '4/900',
    LOGIN_ATTEMPTS_PER_CLIENT: '100/900',
  };

  beforeAll(async () => {
    first = await startTestApi(database, env);
    second = await startTestApi(database, env, {}, { databaseOf: first });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  const freeReading = (api: TestApi, client: string, i: number) =>
    api.request('POST', '/api/free-soulmate', { body: freeReadingBody({ email: `shared-${client}-${i}@example.com` }), headers: { 'x-forwarded-for': client } });

  it('gives one client the configured number of free readings, taking turns between the processes', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await freeReading(i % 2 ? second : first, '198.51.100.1', i)).status);
    expect(statuses).toEqual(shared ? [201, 201, 201, 429, 429, 429] : [201, 201, 201, 201, 201, 201]);
  });

  it('gives exactly that number when the requests reach both processes at once', async () => {
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => freeReading(i % 2 ? second : first, '198.51.100.2', i)));
    const accepted = answers.filter((answer) => answer.status === 201).length;
    expect(accepted).toBe(shared ? 3 : 6);
    for (const answer of answers.filter((a) => a.status !== 201)) {
      expect(answer.status).toBe(429);
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(3000);
    }
  });

  it("counts a client's wrong passwords for one account in both processes", async () => {
    const email = 'shared-login@example.com';
    await first.container.auth.provisionStaff({ email, role: 'staff', name: 'Sage Staff', password: TEST_PASSWORD });
    const login = (api: TestApi, password: string) =>
      api.request('POST', '/api/login', { body: { username: email, password }, headers: { 'x-forwarded-for': '198.51.100.3' } });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await login(i % 2 ? second : first, `guess ${i}`)).status);
    expect(statuses).toEqual([401, 401, 401, 401]);
    // Four failures in all, two in each process: the right password is refused on PostgreSQL only.
    const right = await login(second, TEST_PASSWORD);
    expect(right.status).toBe(shared ? 429 : 200);
    if (shared) expect(right.body.error.code).toBe('rate_limited');
  });
});
