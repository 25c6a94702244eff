import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_IDS } from '@shared/domain/products';
import { answerOffer, catalogueOrder, checkoutAndPay, freeRequest, withStripeApi } from '../../testing/funnel';
import type { StripeStandIn } from '../../testing/stripe-stand-in';
import { TEST_DATABASES, describeEachDatabase, freeReadingBody, startTestApi, type TestApi } from '../../testing/test-api';
import { createOrdersRepo } from '../orders/orders.repo';
import { createSocialProof } from './social-proof';

describe('social proof', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(TEST_DATABASES[0], { FREE_READING_RATE_LIMIT: '100/60' });
  });
  afterAll(async () => api?.close());

  it('shows real counts, hides them below 5, and counts at most once a minute', async () => {
    const count = createSocialProof(createOrdersRepo(api.container.db));
    // Five people (the count is of people, not orders).
    for (let i = 0; i < 4; i++) await api.request('POST', '/api/free-soulmate', { body: freeReadingBody({ email: `person${i}@example.com` }) });
    const start = Date.now();
    expect(await count(new Date(start))).toEqual({ thisWeek: null, lastHour: null });

    await api.request('POST', '/api/free-soulmate', { body: freeReadingBody({ email: 'person4@example.com' }) });
    expect(await count(new Date(start + 1000))).toEqual({ thisWeek: null, lastHour: null }); // cached
    expect(await count(new Date(start + 61_000))).toEqual({ thisWeek: 5, lastHour: 5 });
    // Two hours on, the orders still count for the week but not for the last hour.
    expect(await count(new Date(start + 2 * 60 * 60 * 1000))).toEqual({ thisWeek: 5, lastHour: null });

    const response = await api.request('GET', '/api/social-proof');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ thisWeek: 5, lastHour: 5 });
  });
});

/** Social proof counts people: not the bonus and upsell orders a payment makes, nor a second order. */
describeEachDatabase('social proof counts people', (database) => {
  let api: TestApi;
  let stripe: StripeStandIn;
  withStripeApi(database, (started) => ({ api, stripe } = started));

  it('counts a paid order with its bonuses, its upsell and a second order as one person, and shows null below 5', async () => {
    const code = await freeRequest(api, 'one@example.com');
    const payer = await checkoutAndPay(api, stripe, code);
    expect((await answerOffer(api, code, payer)).status).toBe('accepted');
    await catalogueOrder(api, PRODUCT_IDS.loveForecast, 'ONE@example.com');
    await freeRequest(api, 'one@example.com');
    // Seven orders, one person.
    expect(Number((await api.container.db.knex('orders').count({ n: '*' }))[0]!.n)).toBe(7);
    const count = createSocialProof(createOrdersRepo(api.container.db));
    expect(await count()).toEqual({ thisWeek: null, lastHour: null });

    // Three more people: four in all, still hidden.
    for (const email of ['two@example.com', 'three@example.com', 'four@example.com']) await freeRequest(api, email);
    expect(await createSocialProof(createOrdersRepo(api.container.db))()).toEqual({ thisWeek: null, lastHour: null });

    await freeRequest(api, 'five@example.com');
    const response = await api.request('GET', '/api/social-proof');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ thisWeek: 5, lastHour: 5 });
  });
});
