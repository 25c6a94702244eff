import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES, freeReadingBody, startTestApi, type TestApi } from '../../testing/test-api';
import { createSocialProof } from './social-proof';

describe('social proof', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(TEST_DATABASES[0], { FREE_READING_RATE_LIMIT: '100/60' });
  });
  afterAll(async () => api?.close());

  it('shows real counts, hides them below 5, and counts at most once a minute', async () => {
    const count = createSocialProof(api.container.db);
    for (let i = 0; i < 4; i++) await api.request('POST', '/api/free-soulmate', { body: freeReadingBody() });
    const start = Date.now();
    expect(await count(new Date(start))).toEqual({ thisWeek: null, lastHour: null });

    await api.request('POST', '/api/free-soulmate', { body: freeReadingBody() });
    expect(await count(new Date(start + 1000))).toEqual({ thisWeek: null, lastHour: null }); // cached
    expect(await count(new Date(start + 61_000))).toEqual({ thisWeek: 5, lastHour: 5 });
    // Two hours on, the orders still count for the week but not for the last hour.
    expect(await count(new Date(start + 2 * 60 * 60 * 1000))).toEqual({ thisWeek: 5, lastHour: null });

    const response = await api.request('GET', '/api/social-proof');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ thisWeek: 5, lastHour: 5 });
  });
});
