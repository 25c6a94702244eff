import { afterAll, beforeAll, expect, it } from 'vitest';
import Stripe from 'stripe';
import { createCustomer, createStaff } from '../../testing/accounts';
import { describeEachDatabase, freeReadingBody, startTestApi, type TestApi } from '../../testing/test-api';
import { WEBHOOK_SECRET, withStripeApi } from '../../testing/funnel';
import type { StripeStandIn } from '../../testing/stripe-stand-in';


/** Test helpers shared by the Stripe and the test-mode suites: requests, rows and mail of one order. */
function orderHelpers(api: () => TestApi) {
  const knex = () => api().container.db.knex;
  return {
    async freeRequest(email: string): Promise<string> {
      const response = await api().request('POST', '/api/free-soulmate', { body: freeReadingBody({ email, name: 'Vera Lux' }) });
      expect(response.status).toBe(201);
      return response.body.order.requestCode as string;
    },
    async startPayment(code: string) {
      const response = await api().request('POST', `/api/create-payment-intent/${code}`, { body: {} });
      expect(response.status).toBe(200);
      return response.body as { clientSecret: string; paymentIntentId: string };
    },
    orderRow: (code: string) => knex()('orders').where({ request_code: code }).first(),
    async bonusOrders(code: string) {
      const parent = await knex()('orders').where({ request_code: code }).first();
      return knex()('orders').where({ parent_order_id: parent.id });
    },
    refundMails: (email: string) => knex()('notification_outbox').where({ to_address: email, kind: 'refund' }),
    /** Staff (or whoever holds the cookie) ask for a refund of the order with this code. */
    async refund(code: string, cookie: string | undefined, body: unknown = { reason: 'Customer asked within 48 hours' }) {
      const { id } = await knex()('orders').where({ request_code: code }).first();
      return api().request('POST', `/api/admin/orders/${id}/refund`, { body, headers: cookie ? { cookie } : {} });
    },
    /** The order's own reading as the staff queue shows it (its bonus orders are items of their own). */
    async adminReading(email: string, cookie: string) {
      const response = await api().request('GET', `/api/admin/readings?search=${encodeURIComponent(email)}`, { headers: { cookie } });
      expect(response.status).toBe(200);
      const items = response.body.items as Array<Record<string, any>>; // eslint-disable-line @typescript-eslint/no-explicit-any -- tests look into answers freely
      return items.find((item) => item.productId === 1)!;
    },
    /** The order as its public page reads it. */
    async publicOrder(code: string) {
      const response = await api().request('GET', `/api/orders/by-code/${code}`);
      expect(response.status).toBe(200);
      return response.body.order as Record<string, unknown>;
    },
  };
}

function signedEvent(id: string, type: string, object: object, created = Math.floor(Date.now() / 1000)) {
  const payload = JSON.stringify({ id, object: 'event', type, created, data: { object } });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  return { raw: payload, headers: { 'content-type': 'application/json', 'stripe-signature': signature } };
}

describeEachDatabase('refunds through the Stripe SDK', (database) => {
  let api: TestApi;
  let stripe: StripeStandIn;
  const orders = orderHelpers(() => api);

  withStripeApi(database, (started) => ({ api, stripe } = started));

  /** A full reading paid through Stripe (the provider's word via its signed event). */
  async function paidOrder(email: string): Promise<{ code: string; paymentIntentId: string }> {
    const code = await orders.freeRequest(email);
    const { paymentIntentId } = await orders.startPayment(code);
    const paid = await api.request('POST', '/api/stripe/webhook', signedEvent(`evt_paid_${paymentIntentId}`, 'payment_intent.succeeded', stripe.succeed(paymentIntentId)));
    expect(paid.status).toBe(200);
    expect((await orders.orderRow(code)).is_paid).toBeTruthy();
    return { code, paymentIntentId };
  }

  it('marks the order and its bonus orders refunded from a signed charge.refunded event, with one mail', async () => {
    const { code, paymentIntentId } = await paidOrder('dashboard@example.com');
    const charge = stripe.refundOutside(paymentIntentId);
    const response = await api.request('POST', '/api/stripe/webhook', signedEvent('evt_refunded_dashboard', 'charge.refunded', charge));
    expect(response.status).toBe(200);

    const order = await orders.publicOrder(code);
    expect(order.refundedAt).toEqual(expect.any(String));
    expect(order.isPaid).toBe(true);
    const bonuses = await orders.bonusOrders(code);
    expect(bonuses).toHaveLength(3);
    expect(bonuses.every((bonus) => bonus.refunded_at)).toBe(true);
    expect(await orders.refundMails('dashboard@example.com')).toHaveLength(1);
  });

  it('asks Stripe for a full refund with an idempotency key; the signed event then marks it refunded, once', async () => {
    const { code, paymentIntentId } = await paidOrder('staff-refund@example.com');
    const staff = await createStaff(api, 'sage-stripe@example.com');
    const asked = await orders.refund(code, staff.cookie, { reason: 'Asked within the 48-hour guarantee' });
    expect(asked.status).toBe(200);
    expect(asked.body).toMatchObject({ status: 'requested', reason: 'Asked within the 48-hour guarantee', requestedBy: 'Sage Staff', refundedAt: null });

    const made = [...stripe.refunds.values()].filter((refund) => refund.payment_intent === paymentIntentId);
    expect(made).toHaveLength(1);
    const order = await orders.orderRow(code);
    expect(made[0]).toMatchObject({ amount: 1899, metadata: { orderId: String(order.id), reason: 'Asked within the 48-hour guarantee' } });
    // Staff's request is not the refund: the provider's event is.
    expect((await orders.publicOrder(code)).refundedAt).toBeNull();

    const event = signedEvent('evt_refunded_staff', 'charge.refunded', stripe.charge(paymentIntentId));
    expect((await api.request('POST', '/api/stripe/webhook', event)).status).toBe(200);
    expect((await orders.publicOrder(code)).refundedAt).toEqual(expect.any(String));
    expect((await orders.bonusOrders(code)).every((bonus) => bonus.refunded_at)).toBe(true);

    // The same event again, another event about the same charge, and a second staff refund: nothing changes.
    const refundedAt = (await orders.orderRow(code)).refunded_at;
    expect((await api.request('POST', '/api/stripe/webhook', event)).status).toBe(200);
    expect((await api.request('POST', '/api/stripe/webhook', signedEvent('evt_refunded_again', 'charge.refunded', stripe.charge(paymentIntentId)))).status).toBe(200);
    const again = await orders.refund(code, staff.cookie, { reason: 'Clicked twice' });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ status: 'refunded', reason: 'Asked within the 48-hour guarantee', amountCents: 1899 });
    expect([...stripe.refunds.values()].filter((refund) => refund.payment_intent === paymentIntentId)).toHaveLength(1);
    expect((await orders.orderRow(code)).refunded_at).toEqual(refundedAt);
    expect(await orders.refundMails('staff-refund@example.com')).toHaveLength(1);

    const mail = (await orders.refundMails('staff-refund@example.com'))[0];
    expect(mail.subject).toContain(order.order_number);
    expect(mail.text_body).toContain('$18.99');
    expect(mail.text_body).toContain(`http://shop.test/request/${code}`);
    expect(mail.html_body).toContain('$18.99');
  });

  it('records a partial refund without marking the order refunded or mailing', async () => {
    const { code, paymentIntentId } = await paidOrder('partial@example.com');
    const charge = stripe.refundOutside(paymentIntentId, 500);
    expect((await api.request('POST', '/api/stripe/webhook', signedEvent('evt_partial', 'charge.refunded', charge))).status).toBe(200);
    expect((await orders.publicOrder(code)).refundedAt).toBeNull();
    expect(await orders.orderRow(code)).toMatchObject({ refunded_cents: 500, refunded_at: null });
    expect((await orders.bonusOrders(code)).some((bonus) => bonus.refunded_at)).toBe(false);
    expect(await orders.refundMails('partial@example.com')).toHaveLength(0);
    const staff = await createStaff(api, 'sage-partial@example.com');
    expect((await orders.adminReading('partial@example.com', staff.cookie)).refund).toMatchObject({ status: 'partial', amountCents: 500, refundedAt: null });
  });

  it('answers 409 when Stripe refuses (a charge already refunded elsewhere), and keeps no request', async () => {
    const { code, paymentIntentId } = await paidOrder('refused@example.com');
    stripe.refundOutside(paymentIntentId);
    const staff = await createStaff(api, 'sage-refused@example.com');
    const refused = await orders.refund(code, staff.cookie);
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('not_refundable');
    expect(refused.body.error.message).toMatch(/already been refunded/);
    expect(await orders.orderRow(code)).toMatchObject({ refund_requested_at: null, refunded_at: null });
  });
});

describeEachDatabase('refunds in test mode', (database) => {
  let api: TestApi;
  let staffCookie: string;
  const orders = orderHelpers(() => api);

  beforeAll(async () => {
    api = await startTestApi(database, { FREE_READING_RATE_LIMIT: '1000/60', LOGIN_ATTEMPTS_PER_CLIENT: '1000/60' });
    staffCookie = (await createStaff(api, 'sage@example.com')).cookie;
  });
  afterAll(async () => api?.close());

  /** A full reading paid with the sandbox's test card, as the card form does it. */
  async function paidOrder(email: string): Promise<string> {
    const code = await orders.freeRequest(email);
    const { paymentIntentId, clientSecret } = await orders.startPayment(code);
    const confirmed = await api.request('POST', `/api/sandbox/payment-intents/${paymentIntentId}/confirm`, {
      body: { clientSecret, card: { number: '4242424242424242', expiry: '12/34', cvc: '123' } },
    });
    expect(confirmed.body.status).toBe('succeeded');
    expect((await orders.orderRow(code)).is_paid).toBeTruthy();
    return code;
  }

  it('refunds a paid order in full: the order and its bonus orders become refunded, with one mail', async () => {
    const code = await paidOrder('sandbox@example.com');
    const response = await orders.refund(code, staffCookie, { reason: '  Not what I expected  ' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ status: 'refunded', reason: 'Not what I expected', requestedBy: 'Sage Staff', amountCents: 1899 });
    expect(response.body.refundedAt).toEqual(expect.any(String));
    expect(response.body.requestedAt).toEqual(expect.any(String));

    expect((await orders.publicOrder(code)).refundedAt).toBe(response.body.refundedAt);
    const bonuses = await orders.bonusOrders(code);
    expect(bonuses).toHaveLength(3);
    expect(bonuses.every((bonus) => bonus.refunded_at)).toBe(true);
    expect(await orders.refundMails('sandbox@example.com')).toHaveLength(1);
    const reading = await orders.adminReading('sandbox@example.com', staffCookie);
    expect(reading.orderId).toBe((await orders.orderRow(code)).id);
    expect(reading.refund).toEqual(response.body);
  });

  it('changes nothing on a second refund, or on twenty at once', async () => {
    const code = await paidOrder('twice@example.com');
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => orders.refund(code, staffCookie, { reason: `Click ${i}` })));
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    const first = await orders.orderRow(code);
    const again = await orders.refund(code, staffCookie, { reason: 'Once more' });
    expect(again.body).toMatchObject({ status: 'refunded', reason: first.refund_reason });
    expect(await orders.orderRow(code)).toEqual(first);
    expect(await orders.refundMails('twice@example.com')).toHaveLength(1);
    const refunds = await api.container.db.knex('payment_events').where({ type: 'charge.refunded', payment_intent_id: first.payment_intent_id });
    expect(refunds).toHaveLength(1);
  });

  it('refunds only a paid order of the provider: 409 not_refundable otherwise, and 404 for no order', async () => {
    const unpaid = await orders.freeRequest('unpaid@example.com');
    const refused = await orders.refund(unpaid, staffCookie);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({ code: 'not_refundable', message: expect.stringMatching(/not paid/) });
    expect(await orders.orderRow(unpaid)).toMatchObject({ refund_requested_at: null, refunded_at: null });

    const paid = await paidOrder('bonus-owner@example.com');
    const [bonus] = await orders.bonusOrders(paid);
    const bonusRefund = await api.request('POST', `/api/admin/orders/${bonus.id}/refund`, { body: { reason: 'x' }, headers: { cookie: staffCookie } });
    expect(bonusRefund.status).toBe(409);
    expect(bonusRefund.body.error.code).toBe('not_refundable');

    expect((await api.request('POST', '/api/admin/orders/999999/refund', { body: { reason: 'x' }, headers: { cookie: staffCookie } })).status).toBe(404);
    expect(await orders.refundMails('unpaid@example.com')).toHaveLength(0);
  });

  it('is for staff only, and needs a reason of 1 to 500 characters', async () => {
    const code = await paidOrder('guarded@example.com');
    const customer = await createCustomer(api, 'guarded-customer@example.com');
    expect((await orders.refund(code, undefined)).status).toBe(401);
    expect((await orders.refund(code, customer.cookie)).status).toBe(403);
    for (const body of [{}, { reason: '   ' }, { reason: 'x'.repeat(501) }, { reason: 42 }]) {
      const invalid = await orders.refund(code, staffCookie, body);
      expect(invalid.status, JSON.stringify(body)).toBe(422);
      expect(invalid.body.error.details.reason).toBeDefined();
    }
    expect((await orders.orderRow(code)).refunded_at).toBeNull();
    expect(await orders.refundMails('guarded@example.com')).toHaveLength(0);
  });
});
