import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { TEST_DATABASES, describeEachDatabase, freeReadingBody, startTestApi, type TestApi } from '../../testing/test-api';
import { cookieFrom } from '../../testing/cookies';
import { WEBHOOK_SECRET, withStripeApi } from '../../testing/funnel';
import type { StripeStandIn } from '../../testing/stripe-stand-in';


describeEachDatabase('payments through the Stripe SDK', (database) => {
  let api: TestApi;
  let stripe: StripeStandIn;

  async function freeRequest(email: string): Promise<string> {
    const response = await api.request('POST', '/api/free-soulmate', { body: freeReadingBody({ email, name: 'Vera Lux' }) });
    return response.body.order.requestCode as string;
  }

  /** The paying browser's checkout cookie: it sends it with its checkout and its payment checks. */
  const BROWSER = { cookie: 'soulsketch_checkout=the-paying-browser' };

  async function startPayment(code: string) {
    const response = await api.request('POST', `/api/create-payment-intent/${code}`, { body: { totalPrice: 1 }, headers: BROWSER });
    expect(response.status).toBe(200);
    return response.body as { clientSecret: string; paymentIntentId: string; totalPrice: number };
  }

  function signedEvent(id: string, type: string, intent: object, created = Math.floor(Date.now() / 1000), secret = WEBHOOK_SECRET, timestamp?: number) {
    const payload = JSON.stringify({ id, object: 'event', type, created, data: { object: intent } });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret, ...(timestamp ? { timestamp } : {}) });
    return { raw: payload, headers: { 'content-type': 'application/json', 'stripe-signature': signature } };
  }

  /** Confirms a succeeded payment as the paying browser does: answers the one-time offer's cookie it gets. */
  async function payerCookie(code: string, paymentIntentId: string): Promise<string> {
    const confirmed = await api.request('POST', `/api/confirm-payment/${code}`, { body: { paymentIntentId }, headers: BROWSER });
    return cookieFrom(confirmed.headers, 'soulsketch_payer', `/api/upsells/${code}`)!.pair;
  }

  const orderRow = (code: string) => api.container.db.knex('orders').where({ request_code: code }).first();
  const childOrders = async (code: string) => api.container.db.knex('orders').where({ parent_order_id: (await orderRow(code)).id });

  withStripeApi(database, (started) => ({ api, stripe } = started));

  it('tells the page which provider and key to use', async () => {
    const response = await api.request('GET', '/api/stripe/config');
    expect(response.body).toEqual({ publishableKey: 'pk_test_soulsketch', mode: 'stripe' });
  });

  it("prices the order on the server, ignores the client's total, and reuses the PaymentIntent on a retry", async () => {
    const code = await freeRequest('price@example.com');
    const first = await startPayment(code);
    const second = await startPayment(code);
    expect(first.totalPrice).toBe(1899);
    expect(stripe.intents.get(first.paymentIntentId)!.amount).toBe(1899);
    expect(second.paymentIntentId).toBe(first.paymentIntentId);
    expect(second.clientSecret).toBe(first.clientSecret);
  });

  it('never marks paid on the client’s word, and fulfils once the provider says it succeeded', async () => {
    const code = await freeRequest('paid@example.com');
    const { paymentIntentId } = await startPayment(code);

    const early = await api.request('POST', `/api/confirm-payment/${code}`, { body: { paymentIntentId, amount: 1899, includesBonusProducts: true } });
    expect(early.body).toMatchObject({ isPaid: false, status: 'requires_payment_method' });
    expect((await orderRow(code)).is_paid).toBeFalsy();

    stripe.succeed(paymentIntentId);
    const confirmed = await api.request('POST', `/api/confirm-payment/${code}`, { body: { paymentIntentId } });
    expect(confirmed.body).toMatchObject({ isPaid: true, status: 'succeeded' });

    const order = await orderRow(code);
    expect(order).toMatchObject({ product_id: 1, price_cents: 1899 });
    expect(order.payment_date).toBeTruthy();
    expect((await childOrders(code)).map((child) => child.product_id).sort()).toEqual([5, 6, 7]);
    const user = await api.container.db.knex('users').where({ email: 'paid@example.com' }).first();
    expect(user).toMatchObject({ role: 'customer', password_hash: null });
    const receipt = await api.container.outbox.latestFor('paid@example.com');
    expect(receipt?.subject).toMatch(/receipt/);
    expect(receipt?.text).toMatch(/\/reset-password\?token=[\w-]{40,}/);
    expect(receipt?.text).toContain('$18.99');
  });

  it('answers 404 for a PaymentIntent of another order', async () => {
    const mine = await freeRequest('mine@example.com');
    const theirs = await freeRequest('theirs@example.com');
    const { paymentIntentId } = await startPayment(theirs);
    const response = await api.request('POST', `/api/confirm-payment/${mine}`, { body: { paymentIntentId } });
    expect(response.status).toBe(404);
  });

  it('fulfils once when one webhook event is delivered 50 times at once', async () => {
    const code = await freeRequest('webhook@example.com');
    const { paymentIntentId } = await startPayment(code);
    const intent = stripe.succeed(paymentIntentId);
    const event = signedEvent('evt_concurrent_1', 'payment_intent.succeeded', intent);
    const responses = await Promise.all(Array.from({ length: 50 }, () => api.request('POST', '/api/stripe/webhook', event)));
    expect(responses.map((r) => r.status)).toEqual(Array(50).fill(200));
    expect((await childOrders(code)).length).toBe(3);
    const receipts = await api.container.db.knex('notification_outbox').where({ to_address: 'webhook@example.com', kind: 'payment-receipt' });
    expect(receipts).toHaveLength(1);
  });

  it('lets neither a replayed, a late nor an older failure event undo a payment', async () => {
    const code = await freeRequest('order@example.com');
    const { paymentIntentId } = await startPayment(code);
    const now = Math.floor(Date.now() / 1000);
    const succeeded = stripe.succeed(paymentIntentId);
    expect((await api.request('POST', '/api/stripe/webhook', signedEvent('evt_new', 'payment_intent.succeeded', succeeded, now))).status).toBe(200);
    const failedEarlier = { ...succeeded, status: 'requires_payment_method', last_payment_error: { message: 'Your card was declined.' } };
    expect((await api.request('POST', '/api/stripe/webhook', signedEvent('evt_old', 'payment_intent.payment_failed', failedEarlier, now - 60))).status).toBe(200);
    expect((await api.request('POST', '/api/stripe/webhook', signedEvent('evt_new', 'payment_intent.succeeded', succeeded, now))).status).toBe(200);
    expect(await orderRow(code)).toMatchObject({ payment_error: null });
    expect((await orderRow(code)).is_paid).toBeTruthy();
    expect((await childOrders(code)).length).toBe(3);
  });

  it('answers 400 to a forged, stale or missing signature and changes nothing', async () => {
    const code = await freeRequest('forged@example.com');
    const { paymentIntentId } = await startPayment(code);
    const intent = { ...stripe.intents.get(paymentIntentId)!, status: 'succeeded' };
    const forged = signedEvent('evt_forged', 'payment_intent.succeeded', intent, undefined, 'whsec_someone_else');
    const stale = signedEvent('evt_stale', 'payment_intent.succeeded', intent, undefined, WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 3600);
    const unsigned = { raw: forged.raw, headers: { 'content-type': 'application/json' } };
    for (const attempt of [forged, stale, unsigned]) {
      const response = await api.request('POST', '/api/stripe/webhook', attempt);
      expect(response.status).toBe(400);
      expect(response.body.error.code).toBe('bad_request');
    }
    expect((await orderRow(code)).is_paid).toBeFalsy();
  });

  it('ignores a payment whose amount was tampered with', async () => {
    const code = await freeRequest('tamper@example.com');
    const { paymentIntentId } = await startPayment(code);
    const tampered = stripe.patch(paymentIntentId, { amount: 100, status: 'succeeded' });
    await api.request('POST', '/api/stripe/webhook', signedEvent('evt_tampered', 'payment_intent.succeeded', tampered));
    await api.request('POST', `/api/confirm-payment/${code}`, { body: { paymentIntentId } });
    expect((await orderRow(code)).is_paid).toBeFalsy();
  });

  it('leaves a declined card unpaid and says why', async () => {
    const code = await freeRequest('declined@example.com');
    const { paymentIntentId } = await startPayment(code);
    const failed = stripe.fail(paymentIntentId, 'Your card was declined.');
    await api.request('POST', '/api/stripe/webhook', signedEvent('evt_declined', 'payment_intent.payment_failed', failed));
    const status = await api.request('POST', `/api/confirm-payment/${code}`, { body: { paymentIntentId } });
    expect(status.body).toMatchObject({ isPaid: false, message: 'Your card was declined.' });
    expect(await orderRow(code)).toMatchObject({ payment_error: 'Your card was declined.' });
  });

  it('charges the saved card once for the upsell, however often it is submitted', async () => {
    const code = await freeRequest('upsell@example.com');
    const { paymentIntentId } = await startPayment(code);
    stripe.succeed(paymentIntentId, 'pm_card_visa');
    const cookie = await payerCookie(code, paymentIntentId);

    const before = stripe.created();
    const answers = await Promise.all(Array.from({ length: 5 }, () => api.request('POST', `/api/upsells/${code}`, { body: { accepted: true, price: 1 }, headers: { cookie } })));
    expect(answers.every((answer) => answer.status === 200 && answer.body.status === 'accepted')).toBe(true);
    expect(stripe.created() - before).toBe(1);
    const upsell = (await childOrders(code)).filter((child) => child.product_id === 9);
    expect(upsell).toHaveLength(1);
    expect(upsell[0]).toMatchObject({ price_cents: 1999 });
    expect(upsell[0].is_paid).toBeTruthy();
    expect((await orderRow(code)).upsell_status).toBe('accepted');
    const again = await api.request('POST', `/api/upsells/${code}`, { body: { accepted: false }, headers: { cookie } });
    expect(again.body.status).toBe('accepted');
  });

  it('asks for the customer when the saved card needs 3-D Secure', async () => {
    const code = await freeRequest('threeds@example.com');
    const { paymentIntentId } = await startPayment(code);
    stripe.succeed(paymentIntentId, 'pm_card_authenticationRequired');
    const cookie = await payerCookie(code, paymentIntentId);
    const answer = await api.request('POST', `/api/upsells/${code}`, { body: { accepted: true }, headers: { cookie } });
    expect(answer.body).toMatchObject({ status: 'requires_action' });
    expect(answer.body.clientSecret).toContain('_secret_');
    stripe.succeed(answer.body.paymentIntentId, 'pm_card_authenticationRequired');
    const confirmed = await api.request('POST', `/api/upsells/${code}/confirm`, { body: { paymentIntentId: answer.body.paymentIntentId } });
    expect(confirmed.body.isPaid).toBe(true);
  });

  it('records a declined offer, refuses the upsell before payment, and stores onboarding answers once', async () => {
    const unpaid = await freeRequest('early@example.com');
    expect((await api.request('POST', `/api/upsells/${unpaid}`, { body: { accepted: true } })).status).toBe(409);
    expect((await api.request('POST', `/api/upsells/${unpaid}`, { body: {} })).status).toBe(422);

    const code = await freeRequest('decline@example.com');
    const { paymentIntentId } = await startPayment(code);
    stripe.succeed(paymentIntentId);
    const cookie = await payerCookie(code, paymentIntentId);
    const declined = await api.request('POST', `/api/upsells/${code}`, { body: { accepted: false, price: 0 }, headers: { cookie } });
    expect(declined.body.status).toBe('declined');
    expect((await orderRow(code)).upsell_status).toBe('declined');

    const answers = { currentRelationshipStatus: 'single', pastRelationshipPatterns: 'I fall for unavailable people', desiredQualities: 'Kindness and a sense of humour' };
    const first = await api.request('POST', `/api/onboardings/${code}`, { body: answers });
    expect(first.body).toEqual({ ok: true, alreadyReceived: false });
    const second = await api.request('POST', `/api/onboardings/${code}`, { body: { ...answers, desiredQualities: 'Changed my mind entirely' } });
    expect(second.body).toEqual({ ok: true, alreadyReceived: true });
    const stored = await api.container.db.knex('questionnaire_responses').where({ order_id: (await orderRow(code)).id });
    expect(stored.map((row) => JSON.parse(row.answers_json).desiredQualities)).toEqual(['Kindness and a sense of humour']);
    const bad = await api.request('POST', `/api/onboardings/${code}`, { body: { currentRelationshipStatus: 'robot', pastRelationshipPatterns: 'short' } });
    expect(bad.status).toBe(422);
    expect(bad.body.error.details).toMatchObject({
      currentRelationshipStatus: ['Please select your current relationship status'],
      pastRelationshipPatterns: ['Please provide at least 10 characters'],
      desiredQualities: ['Please provide at least 10 characters'],
    });
  });
});

describe('the test-mode sandbox', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(TEST_DATABASES[0]);
  });
  afterAll(async () => api?.close());

  async function payWith(number: string) {
    const code = (await api.request('POST', '/api/free-soulmate', { body: freeReadingBody({ email: `card-${number.replace(/\s/g, '')}@example.com` }) })).body.order.requestCode as string;
    const intent = (await api.request('POST', `/api/create-payment-intent/${code}`, { body: {} })).body;
    const confirm = await api.request('POST', `/api/sandbox/payment-intents/${intent.paymentIntentId}/confirm`, {
      body: { clientSecret: intent.clientSecret, card: { number, expiry: '12/34', cvc: '123' } },
    });
    return { code, intent, confirm };
  }

  it('runs without keys in test mode', async () => {
    expect((await api.request('GET', '/api/stripe/config')).body).toEqual({ publishableKey: 'pk_sandbox', mode: 'sandbox' });
  });

  it("pays with Stripe's success test card through the same fulfilment", async () => {
    const { code, confirm } = await payWith('4242 4242 4242 4242');
    expect(confirm.body).toEqual({ status: 'succeeded', message: null });
    const order = await api.container.db.knex('orders').where({ request_code: code }).first();
    expect(order.is_paid).toBeTruthy();
    expect(await api.container.db.knex('orders').where({ parent_order_id: order.id })).toHaveLength(3);
    // A second checkout of the paid order says so with a code the page can act on.
    const again = await api.request('POST', `/api/create-payment-intent/${code}`, { body: {} });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('already_paid');
  });

  it("declines Stripe's decline test card with its message, and refuses a mistyped card", async () => {
    const { code, confirm } = await payWith('4000 0000 0000 0002');
    expect(confirm.body).toEqual({ status: 'requires_payment_method', message: 'Your card was declined.' });
    expect((await api.container.db.knex('orders').where({ request_code: code }).first()).is_paid).toBeFalsy();
    const { confirm: mistyped } = await payWith('4242 4242 4242 4241');
    expect(mistyped.status).toBe(422);
    expect(mistyped.body.error.message).toBe('Your card number is invalid.');
  });
});
