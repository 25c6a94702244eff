import { afterAll, beforeAll, expect, it } from 'vitest';
import { requiredWork } from '@shared/domain/content-testing';
import { PAID_READING_DELIVERY } from '@shared/domain/delivery';
import { createCustomer, createStaff, login, requestAs, TEST_PASSWORD } from '../../testing/accounts';
import { describeEachDatabase, freeReadingBody, startTestApi, type TestApi } from '../../testing/test-api';

const ORDER_KEYS = [
  'completedAt', 'createdAt', 'currency', 'dueAt', 'id', 'orderNumber', 'paymentDate', 'priceCents', 'productId',
  'productImageUrl', 'productName', 'productSlug', 'refundedAt', 'requestCode', 'sketchSentAt', 'status',
];
const HOUR_MS = 3_600_000;

describeEachDatabase('a customer’s orders (GET /api/users/:userId/orders)', (database) => {
  let api: TestApi;
  let ada: { id: number; cookie: string };
  let bea: { id: number; cookie: string };
  let staff: { id: number; cookie: string };
  let paidCode: string;
  let freeCode: string;
  let beaCode: string;

  const ordersOf = async (userId: number | string, cookie?: string) => {
    const response = await requestAs(api, cookie, 'GET', `/api/users/${userId}/orders`);
    return { status: response.status, body: await response.json() };
  };

  /** A free request; `cookie`: placed signed in (it then shows on that account's dashboard at once). */
  async function freeRequest(email: string, name: string, cookie?: string): Promise<string> {
    const response = await api.request('POST', '/api/free-soulmate', { body: freeReadingBody({ email, name }), headers: cookie ? { cookie } : {} });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return response.body.order.requestCode as string;
  }

  /** Pays a free request with the sandbox's success card, through the same fulfilment as the shop. */
  async function payInSandbox(code: string): Promise<void> {
    const intent = (await api.request('POST', `/api/create-payment-intent/${code}`, { body: {} })).body;
    const confirm = await api.request('POST', `/api/sandbox/payment-intents/${intent.paymentIntentId}/confirm`, {
      body: { clientSecret: intent.clientSecret, card: { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' } },
    });
    expect(confirm.body.status).toBe('succeeded');
  }

  /** The account a payment created gets its password through the receipt's link, as a customer would. */
  async function setPasswordFromReceipt(email: string): Promise<void> {
    const receipt = await api.container.outbox.latestFor(email);
    const token = decodeURIComponent(/reset-password\?token=([^\s"<]+)/.exec(receipt!.text)![1]!);
    const reset = await api.request('POST', '/api/password-reset/complete', { body: { token, password: TEST_PASSWORD } });
    expect(reset.status).toBe(200);
  }

  beforeAll(async () => {
    api = await startTestApi(database, { FREE_READING_RATE_LIMIT: '1000/60', LOGIN_ATTEMPTS_PER_CLIENT: '1000/60' });
    paidCode = await freeRequest('ada@example.com', 'Ada Lovelace');
    await payInSandbox(paidCode);
    await setPasswordFromReceipt('ada@example.com');
    const adaId = Number((await api.container.db.knex('users').where({ email: 'ada@example.com' }).first()).id);
    ada = { id: adaId, cookie: await login(api, 'ada@example.com') };
    // A later free request that Ada places signed in is on her account before it is paid.
    freeCode = await freeRequest('ada@example.com', 'Ada Lovelace', ada.cookie);
    bea = await createCustomer(api, 'bea@example.com', 'Bea Other');
    beaCode = await freeRequest('bea@example.com', 'Bea Other', bea.cookie);
    staff = await createStaff(api, 'sage@example.com');
  });
  afterAll(async () => api?.close());

  it('shows the owner her orders, newest first, each with its status and only the dashboard’s fields', async () => {
    const { status, body } = await ordersOf(ada.id, ada.cookie);
    expect(status).toBe(200);
    expect(body.map((order: { requestCode: string }) => order.requestCode)).not.toContain(beaCode);
    for (const order of body) expect(Object.keys(order).sort()).toEqual(ORDER_KEYS);
    expect(body[0]).toMatchObject({ requestCode: freeCode, productId: 2, productSlug: 'free-soulmate-reading', status: 'payment_needed', priceCents: 0, paymentDate: null, dueAt: null });

    const paid = body.find((order: { requestCode: string }) => order.requestCode === paidCode);
    // Waiting for its onboarding answers: no "Ready by" is promised yet.
    expect(paid).toMatchObject({ productId: 1, productName: expect.any(String), status: 'needs_input', priceCents: 1899, currency: 'USD', completedAt: null, dueAt: null, refundedAt: null, sketchSentAt: null });

    const bonuses = body.filter((order: { productId: number }) => [5, 6, 7].includes(order.productId));
    expect(bonuses).toHaveLength(3);
    for (const bonus of bonuses) {
      // The spirit animal and money tree readings ask their questions and wait for them, with no due
      // time yet; the meditation audio, delivered with the payment, is ready at once.
      if (bonus.productId === 7) {
        expect(bonus).toMatchObject({ status: 'completed', priceCents: 0, dueAt: null, completedAt: expect.any(String) });
      } else {
        expect(bonus).toMatchObject({ status: 'needs_input', priceCents: 0, dueAt: null });
      }
    }
    expect(body).toHaveLength(5);
  });

  it('follows the order through its questionnaire, the staff’s completion and a refund', async () => {
    const answers = { currentRelationshipStatus: 'single', pastRelationshipPatterns: 'I fall for unavailable people', desiredQualities: 'Kindness and a sense of humour' };
    const answered = await api.request('POST', `/api/onboardings/${paidCode}`, { body: answers });
    expect(answered.status).toBe(200);
    const paidOrder = async () => (await ordersOf(ada.id, ada.cookie)).body.find((order: { requestCode: string }) => order.requestCode === paidCode);
    // "Ready by" counts from the answers, not the payment.
    const preparing = await paidOrder();
    expect(preparing).toMatchObject({ status: 'in_progress', completedAt: null });
    const receivedAt = (await api.container.db.knex('questionnaire_responses as q').join('orders as o', 'o.id', 'q.order_id').where('o.request_code', paidCode).first('q.created_at')).created_at;
    expect(preparing.dueAt).toBe(new Date(Date.parse(new Date(receivedAt).toISOString()) + PAID_READING_DELIVERY.maxHours * HOUR_MS).toISOString());

    const reading = await api.container.db.knex('readings as r').join('orders as o', 'o.id', 'r.order_id').where('o.request_code', paidCode).select('r.id').first();
    const completed = await requestAs(api, staff.cookie, 'PATCH', `/api/admin/readings/${reading.id}`, {
      body: JSON.stringify({ sketchUrl: 'https://cdn.example.com/sketch.png', sketchAlt: 'A pencil sketch', readingNotes: 'The cards speak of a patient, warm soul.', premium: requiredWork(1) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(completed.status).toBe(200);
    const done = await paidOrder();
    expect(done).toMatchObject({ status: 'completed', dueAt: null });
    expect(Date.parse(done.completedAt)).not.toBeNaN();

    const refundedAt = new Date().toISOString();
    await api.container.db.knex('orders').where({ request_code: paidCode }).update({ refunded_at: refundedAt });
    expect(await paidOrder()).toMatchObject({ status: 'refunded', dueAt: null, refundedAt });
  });

  it('says when a premium reading’s sketch was sent: its free reading brought it before the payment', async () => {
    const cy = await createCustomer(api, 'cy@example.com', 'Cy Sketch');
    const code = await freeRequest('cy@example.com', 'Cy Sketch', cy.cookie);
    const reading = await api.container.db.knex('readings as r').join('orders as o', 'o.id', 'r.order_id').where('o.request_code', code).select('r.id').first();
    const delivered = await requestAs(api, staff.cookie, 'PATCH', `/api/admin/readings/${reading.id}`, {
      body: JSON.stringify({ sketchUrl: 'https://cdn.example.com/free-sketch.png', sketchAlt: 'A pencil sketch', readingNotes: 'A warm soul is near.' }),
      headers: { 'content-type': 'application/json' },
    });
    expect(delivered.status).toBe(200);
    const before = (await ordersOf(cy.id, cy.cookie)).body.find((order: { requestCode: string }) => order.requestCode === code);
    expect(before).toMatchObject({ status: 'payment_needed', sketchSentAt: expect.any(String) });

    await payInSandbox(code);
    const answers = { currentRelationshipStatus: 'single', pastRelationshipPatterns: 'I fall for unavailable people', desiredQualities: 'Kindness and a sense of humour' };
    expect((await api.request('POST', `/api/onboardings/${code}`, { body: answers })).status).toBe(200);
    const orders = (await ordersOf(cy.id, cy.cookie)).body as Array<{ requestCode: string; productId: number; status: string; paymentDate: string; sketchSentAt: string | null }>;
    const premium = orders.find((order) => order.requestCode === code)!;
    expect(premium).toMatchObject({ status: 'in_progress', sketchSentAt: before.sketchSentAt });
    expect(Date.parse(premium.sketchSentAt!)).toBeLessThanOrEqual(Date.parse(premium.paymentDate));
    // Its bonus orders have no sketch.
    for (const bonus of orders.filter((order) => order.requestCode !== code)) expect(bonus.sketchSentAt, String(bonus.productId)).toBeNull();
  });

  it('answers another customer, an anonymous visitor and an unknown user with the same 404', async () => {
    const unknown = await ordersOf(999_999, ada.cookie);
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('not_found');
    for (const [who, cookie] of [['bea', bea.cookie], ['anonymous', undefined]] as const) {
      const answer = await ordersOf(ada.id, cookie);
      expect(answer.status, who).toBe(404);
      expect({ ...answer.body.error, requestId: undefined }, who).toEqual({ ...unknown.body.error, requestId: undefined });
    }
    expect((await ordersOf(bea.id, bea.cookie)).body.map((order: { requestCode: string }) => order.requestCode)).toEqual([beaCode]);
  });

  it('lets staff read any customer’s orders, and answers 404 for a user that does not exist', async () => {
    const answer = await ordersOf(ada.id, staff.cookie);
    expect(answer.status).toBe(200);
    expect(answer.body).toHaveLength(5);
    expect((await ordersOf(999_999, staff.cookie)).status).toBe(404);
  });

  it('takes a user id in one spelling only: padded, signed, exponent, hex and oversized ids are not found', async () => {
    for (const spelling of [`%20${ada.id}`, `${ada.id}%20`, `+${ada.id}`, `0${ada.id}`, `${ada.id}.0`, `${ada.id}e0`, '0x1', '-1', '0', '99999999999', 'abc']) {
      const answer = await ordersOf(spelling, ada.cookie);
      expect(answer.status, spelling).toBe(404);
      expect(answer.body.error.code, spelling).toBe('not_found');
    }
  });
});
