import { afterAll, beforeAll, expect, it } from 'vitest';
import { PRODUCT_IDS } from '@shared/domain/products';
import { createCustomer, createStaff, requestAs } from '../../testing/accounts';
import { describeEachDatabase, startTestApi, type TestApi } from '../../testing/test-api';

const order = (overrides: Record<string, unknown> = {}) => ({ productId: PRODUCT_IDS.soulmateReading, name: 'Nova Bright', email: 'nova@example.com', ...overrides });

describeEachDatabase('ordering from the catalogue', (database) => {
  let api: TestApi;
  let staff: string;

  const place = (body: unknown, headers: Record<string, string> = {}) => api.request('POST', '/api/orders', { body, headers });
  const orderRow = (code: string) => api.container.db.knex('orders').where({ request_code: code }).first();
  const userRow = (email: string) => api.container.db.knex('users').where({ email }).first();
  const chargeFor = async (code: string) => {
    const response = await api.request('POST', `/api/create-payment-intent/${code}`, { body: {} });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body as { totalPrice: number; paymentIntentId: string; clientSecret: string };
  };

  beforeAll(async () => {
    api = await startTestApi(database, { ORDER_RATE_LIMIT: '1000/60' });
    staff = (await createStaff(api)).cookie;
  });
  afterAll(async () => api?.close());

  it('creates an unpaid order of its own at the price in the products table, with no account until it is paid', async () => {
    const response = await place(order({ email: 'Nova@Example.com' }));
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    // Whether the e-mail had an account is never said: the answer would let anyone test addresses.
    expect(response.body).not.toHaveProperty('accountExists');
    expect(response.body.order).toMatchObject({ productId: 4, priceCents: 3999, isPaid: false, userName: 'Nova Bright', email: 'nova@example.com', birthdate: null });
    expect(response.body.order.requestCode).toMatch(/^REQ-/);
    expect(response.body.order.orderNumber).toMatch(/^MSR-/);

    const row = await orderRow(response.body.order.requestCode);
    expect(row).toMatchObject({ product_id: 4, price_cents: 3999, user_id: null });
    expect(row.is_paid).toBeFalsy();
    // The payment makes the account (unpaid-orders.test.ts): typing an address creates nothing.
    expect(await userRow('nova@example.com')).toBeUndefined();
    // No mail yet: the payment receipt carries the set-password link.
    expect(await api.container.outbox.latestFor('nova@example.com')).toBeUndefined();
    // The order's public read works for a catalogue order (no birthdate), as the payment page needs it.
    const read = await api.request('GET', `/api/orders/code/${response.body.order.requestCode}`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ productId: 4, priceCents: 3999, birthdate: null });
  });

  it('gives every order its own request code, and accepts a slug instead of an id', async () => {
    const first = await place({ slug: 'twin-flame-reading', name: 'Nova Bright', email: 'nova@example.com' });
    const second = await place({ slug: 'twin-flame-reading', name: 'Nova Bright', email: 'nova@example.com' });
    expect(first.status).toBe(201);
    expect(first.body.order).toMatchObject({ productId: PRODUCT_IDS.twinFlameReading, priceCents: 4999 });
    expect(second.body.order.requestCode).not.toBe(first.body.order.requestCode);
  });

  it('ignores a price sent by the client, and charges the order at the table price', async () => {
    const response = await place(order({ email: 'cheap@example.com', price: 1, priceCents: 1, totalPrice: 1 }));
    expect(response.status).toBe(201);
    expect(response.body.order.priceCents).toBe(3999);
    expect((await orderRow(response.body.order.requestCode)).price_cents).toBe(3999);
    expect((await chargeFor(response.body.order.requestCode)).totalPrice).toBe(3999);
  });

  it('charges a staff price change on the next order, while the earlier order keeps its price', async () => {
    const earlier = (await place(order({ productId: PRODUCT_IDS.loveForecast, email: 'early@example.com' }))).body.order;
    const admin = (await (await requestAs(api, staff, 'GET', '/api/admin/products')).json()).find((p: { id: number }) => p.id === PRODUCT_IDS.loveForecast);
    const { id: _id, slug: _slug, name: _name, saleChannel: _channel, updatedAt: _updated, ...editable } = admin;
    const patch = (priceCents: number) =>
      requestAs(api, staff, 'PATCH', `/api/admin/products/${PRODUCT_IDS.loveForecast}`, { body: JSON.stringify({ ...editable, priceCents }), headers: { 'content-type': 'application/json' } });
    expect((await patch(3499)).status).toBe(200);
    try {
      const later = (await place(order({ productId: PRODUCT_IDS.loveForecast, email: 'late@example.com' }))).body.order;
      expect(earlier.priceCents).toBe(2999);
      expect(later.priceCents).toBe(3499);
      expect((await chargeFor(later.requestCode)).totalPrice).toBe(3499);
      expect((await chargeFor(earlier.requestCode)).totalPrice).toBe(2999);
    } finally {
      await patch(2999);
    }
  });

  it.each([
    ['the funnel reading', { productId: PRODUCT_IDS.premiumSoulmateReading }],
    ['the free reading', { productId: PRODUCT_IDS.freeSoulmateReading }],
    ['a bonus', { productId: PRODUCT_IDS.spiritAnimalTarot }],
    ['a bonus by slug', { productId: undefined, slug: 'money-tree' }],
    ['the upsell', { productId: PRODUCT_IDS.manifestationSystem }],
    ['a product that does not exist', { productId: 999 }],
    ['a slug that does not exist', { productId: undefined, slug: 'no-such-reading' }],
  ])('refuses %s with 404 not_found, creating nothing', async (_label, overrides) => {
    const email = `refused-${Object.values(overrides).join('-')}@example.com`;
    const response = await place(order({ ...overrides, email }));
    expect(response.status).toBe(404);
    expect(response.body.error.code).toBe('not_found');
    expect(await api.container.db.knex('orders').where({ email })).toHaveLength(0);
    expect(await userRow(email)).toBeUndefined();
  });

  it('refuses a catalogue product that staff switched off', async () => {
    await api.container.db.knex('products').where({ id: PRODUCT_IDS.manifestationAudio }).update({ active: false });
    try {
      expect((await place(order({ productId: PRODUCT_IDS.manifestationAudio, email: 'off@example.com' }))).status).toBe(404);
    } finally {
      await api.container.db.knex('products').where({ id: PRODUCT_IDS.manifestationAudio }).update({ active: true });
    }
    expect((await place(order({ productId: PRODUCT_IDS.manifestationAudio, email: 'on@example.com' }))).body.order.priceCents).toBe(600);
  });

  it.each([
    ['a one-letter name', { name: 'N' }, 'name', 'Name is required'],
    ['a blank name', { name: '   ' }, 'name', 'Name is required'],
    ['no name', { name: undefined }, 'name', 'Name is required'],
    ['a bad e-mail', { email: 'nova-at-example' }, 'email', 'Valid email is required'],
    ['no e-mail', { email: undefined }, 'email', 'Valid email is required'],
  ])('refuses %s with the form’s message', async (_label, overrides, field, message) => {
    const response = await place(order(overrides));
    expect(response.status).toBe(422);
    expect(response.body.error.details[field]).toEqual([message]);
  });

  it('refuses an order that names no product', async () => {
    const response = await place({ name: 'Nova Bright', email: 'nova@example.com' });
    expect(response.status).toBe(422);
    expect(response.body.error.code).toBe('validation_failed');
  });

  it("neither signs anyone in nor joins an existing account when a visitor types its address", async () => {
    await createCustomer(api, 'cass@example.com', 'Cass Customer');
    const response = await place(order({ email: 'CASS@example.com', name: 'Someone Else' }));
    expect(response.status).toBe(201);
    expect(Object.keys(response.body)).toEqual(['order']);
    expect(response.headers.get('set-cookie')).toBeNull();
    expect((await orderRow(response.body.order.requestCode)).user_id).toBeNull();
    // The account is not changed by someone typing its address.
    expect(await api.container.db.knex('users').where({ email: 'cass@example.com' })).toHaveLength(1);
    expect((await userRow('cass@example.com')).name).toBe('Cass Customer');
  });

  it('mails the receipt with a set-password link once a catalogue order is paid in test mode', async () => {
    const placed = (await place(order({ email: 'payer@example.com' }))).body.order;
    const intent = await chargeFor(placed.requestCode);
    const confirm = await api.request('POST', `/api/sandbox/payment-intents/${intent.paymentIntentId}/confirm`, {
      body: { clientSecret: intent.clientSecret, card: { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' } },
    });
    expect(confirm.body).toMatchObject({ status: 'succeeded' });
    const paid = await orderRow(placed.requestCode);
    expect(paid).toMatchObject({ product_id: 4, price_cents: 3999 });
    expect(paid.is_paid).toBeTruthy();
    const receipt = await api.container.outbox.latestFor('payer@example.com');
    expect(receipt?.text).toContain('$39.99');
    expect(receipt?.text).toMatch(/http:\/\/shop\.test\/reset-password\?token=\S+/);
  });
});

describeEachDatabase('the order form’s rate limit', (database) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(database, { ORDER_RATE_LIMIT: '3/600', TRUST_PROXY: '1' });
  });
  afterAll(async () => api?.close());

  it('limits one client, without limiting another', async () => {
    const from = (client: string) => api.request('POST', '/api/orders', { body: order(), headers: { 'x-forwarded-for': client } });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await from('198.51.100.9')).status);
    expect(statuses).toEqual([201, 201, 201, 429]);
    expect((await from('198.51.100.10')).status).toBe(201);
  });
});
