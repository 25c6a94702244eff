import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase, startTestApi, type TestApi } from '../../testing/test-api';

describeEachDatabase('the first admin when several processes start together', (database) => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi(database);
  });
  afterAll(async () => api?.close());

  it('creates the account once and starts every process, whichever creates it', async () => {
    // Every process of a fleet has the same ADMIN_EMAIL and ADMIN_PASSWORD, and each looks for an admin at start.
    const starts = Array.from({ length: 4 }, () => api.container.auth.ensureFirstAdmin('owner@example.com', 'first admin password'));
    await expect(Promise.all(starts)).resolves.toBeDefined();
    const rows = await api.container.db.knex('users').where({ email: 'owner@example.com' });
    expect(rows.map((row) => row.role)).toEqual(['admin']);
    const login = await api.request('POST', '/api/login', { body: { username: 'owner@example.com', password: 'first admin password' } });
    expect(login.status).toBe(200);
  });
});
