import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { PRODUCT_IDS } from '@shared/domain/products';
import { readingContentFor, requiredFields } from '@shared/domain/reading-content';
import { QUESTIONNAIRES, questionnaireFor } from '@shared/questionnaires';
import { createCustomer, createStaff } from '../../testing/accounts';
import { catalogueOrder, freeRequest, pay, signedEvent, startCheckout, withStripeApi } from '../../testing/funnel';
import { validAnswers } from '../../testing/questionnaire-answers';
import type { StripeStandIn } from '../../testing/stripe-stand-in';
import { describeEachDatabase, type TestApi } from '../../testing/test-api';

const FIRST_PARAGRAPH = 'The cards show a warm meeting under an autumn moon.';
const TWIN_FLAME = QUESTIONNAIRES[questionnaireFor(PRODUCT_IDS.twinFlameReading).id];
const PAID_PARAGRAPH = 'What only the paid reading tells: the name begins with an M.';

/**
 * A refund gives the payment back, and with it what the payment bought: every request-code answer opens
 * what an unpaid order opens (the preview), the one-time offer is closed, and the order takes no more
 * questionnaire answers. Answers for work that staff have delivered are refused too: nothing reads them.
 */
describeEachDatabase('what a refund takes back', (database) => {
  let api: TestApi;
  let stripe: StripeStandIn;
  let serial = 0;

  withStripeApi(database, (started) => ({ api, stripe } = started));

  const knex = () => api.container.db.knex;
  const orderRow = (code: string) => knex()('orders').where({ request_code: code }).first();

  /** A signed-in customer's paid funnel reading whose notes staff wrote; answers the payer's cookie too. */
  async function paidReading() {
    const email = `refund-reader-${++serial}@example.com`;
    const customer = await createCustomer(api, email);
    const code = await freeRequest(api, email);
    const { id } = await orderRow(code);
    await knex()('readings').where({ order_id: id }).update({ reading_notes: `${FIRST_PARAGRAPH}\n\n${PAID_PARAGRAPH}` });
    const checkout = await startCheckout(api, code);
    const { payer } = await pay(api, stripe, code, checkout);
    return { code, id: Number(id), cookie: customer.cookie, payer: payer!, paymentIntentId: checkout.paymentIntentId };
  }

  /** Staff refund the order and the provider's signed event says it is done. */
  async function refund(order: { id: number; paymentIntentId: string }) {
    const staff = await createStaff(api, `refund-staff-${++serial}@example.com`);
    const asked = await api.request('POST', `/api/admin/orders/${order.id}/refund`, { body: { reason: 'Asked within 48 hours' }, headers: { cookie: staff.cookie } });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    const event = signedEvent(`evt_refunded_${order.paymentIntentId}`, 'charge.refunded', stripe.charge(order.paymentIntentId));
    expect((await api.request('POST', '/api/stripe/webhook', event)).status).toBe(200);
  }

  /** The owner sends the twin flame questionnaire's answers for the order with `code`. */
  const answerTwinFlame = (code: string, cookie: string) =>
    api.request('POST', `/api/questionnaires/${TWIN_FLAME.id}/${code}`, {
      body: validAnswers(TWIN_FLAME),
      headers: { cookie, 'idempotency-key': randomUUID() },
    });

  /** Every answer that carries a free reading's notes, as the owner asks for it. */
  function readsOfTheOwner(code: string, cookie: string) {
    const headers = { cookie };
    return {
      'GET /api/readings/by-code': async () => (await api.request('GET', `/api/readings/by-code/${code}`, { headers })).body,
      'GET /api/readings': async () => (await api.request('GET', `/api/readings/${code}`, { headers })).body,
      'GET /api/confirm': async () => (await api.request('GET', `/api/confirm?code=${code}`, { headers })).body,
      'GET /api/orders/by-code': async () => (await api.request('GET', `/api/orders/by-code/${code}`, { headers })).body.freeSoulmateReading,
      'POST /api/readings/confirm': async () => (await api.request('POST', `/api/readings/confirm/${code}`, { body: {}, headers })).body,
      'PATCH /api/readings': async () => (await api.request('PATCH', `/api/readings/${code}`, { body: { horoscopeSubscription: true }, headers })).body,
    };
  }

  it('opens only the preview to the owner once the order is refunded, on every request-code answer', async () => {
    const order = await paidReading();
    const reads = readsOfTheOwner(order.code, order.cookie);
    for (const [call, read] of Object.entries(reads)) {
      const reading = await read();
      expect(reading, `${call} before the refund`).toMatchObject({ access: 'full' });
      expect(reading.readingNotes, `${call} before the refund`).toContain(PAID_PARAGRAPH);
    }
    await refund(order);
    for (const [call, read] of Object.entries(reads)) {
      const reading = await read();
      expect(reading, `${call} after the refund`).toMatchObject({ access: 'preview', readingNotes: FIRST_PARAGRAPH });
      expect(JSON.stringify(reading), `${call} after the refund`).not.toContain(PAID_PARAGRAPH);
    }
  });

  it('keeps the free reading that was never paid for: its sketch and preview stay readable after the refund, to the owner and the code alike', async () => {
    const order = await paidReading();
    await knex()('readings').where({ order_id: order.id }).update({ sketch_url: '/uploads/AbCdEfGhIjKlMnOpQrStUv.png', sketch_alt: 'A pencil portrait' });
    // Staff see what a full refund gives back: the order's own price, from the server.
    const staff = await createStaff(api, `refund-staff-${++serial}@example.com`);
    const { price_cents: price, email } = await orderRow(order.code);
    const queued = (await api.request('GET', `/api/admin/readings?search=${encodeURIComponent(email)}`, { headers: { cookie: staff.cookie } })).body.items;
    expect(price).toBeGreaterThan(0);
    expect(queued.find((item: { orderId: number }) => item.orderId === order.id)).toMatchObject({ priceCents: Number(price), refund: null });
    await refund(order);
    for (const cookie of [order.cookie, undefined]) {
      const reading = (await api.request('GET', `/api/readings/by-code/${order.code}`, { headers: cookie ? { cookie } : {} })).body;
      expect(reading).toMatchObject({ refundedAt: expect.any(String), sketchUrl: '/uploads/AbCdEfGhIjKlMnOpQrStUv.png', sketchAlt: 'A pencil portrait', readingNotes: FIRST_PARAGRAPH, access: 'preview' });
    }
  });

  it('says "refunded" with its date wherever the owner looks: the request-code answers, the dashboard and the premium page', async () => {
    const order = await paidReading();
    const headers = { cookie: order.cookie };
    const premium = () => api.request('GET', `/api/premium-readings/${order.code}`, { headers });
    expect((await premium()).status).toBe(200);
    expect((await api.request('GET', `/api/readings/by-code/${order.code}`, { headers })).body.refundedAt).toBeNull();
    await refund(order);
    const { refunded_at: stored } = await orderRow(order.code);
    const refundedAt = new Date(stored).toISOString();

    // The first-reading page's answer: still paid, but refunded, with the date the page shows.
    expect((await api.request('GET', `/api/readings/by-code/${order.code}`, { headers })).body).toMatchObject({ isPaid: true, refundedAt, access: 'preview' });
    expect((await api.request('GET', `/api/readings/by-code/${order.code}`)).body.refundedAt).toBe(refundedAt);
    // The premium page is closed with its own code (not "payment_required", which sends the owner to pay).
    const closed = await premium();
    expect(closed.status).toBe(409);
    expect(closed.body.error.code).toBe('order_refunded');
    expect(JSON.stringify(closed.body)).not.toContain(PAID_PARAGRAPH);
    // The dashboard's card, and the order the premium page reads the date from.
    const { user_id: userId } = await orderRow(order.code);
    const listed = (await api.request('GET', `/api/users/${userId}/orders`, { headers })).body;
    expect(listed.find((item: { requestCode: string }) => item.requestCode === order.code)).toMatchObject({ status: 'refunded', refundedAt, dueAt: null });
    expect((await api.request('GET', `/api/orders/code/${order.code}`)).body.refundedAt).toBe(refundedAt);
  });

  it('tells the customer nothing is "ready" once refunded: a staff save queues no reading-ready notice', async () => {
    const order = await paidReading();
    await refund(order);
    const staff = await createStaff(api, `refund-staff-${++serial}@example.com`);
    const { id: readingId } = await knex()('readings').where({ order_id: order.id }).first();
    const saved = await api.request('PATCH', `/api/admin/readings/${readingId}`, {
      body: {
        sketchUrl: 'https://cdn.example.com/s.png',
        sketchAlt: 'A sketch',
        readingNotes: 'The cards were read before the refund came.',
        // A finished paid reading: every required section written.
        premium: Object.fromEntries(requiredFields(readingContentFor(PRODUCT_IDS.premiumSoulmateReading)).map((field) => [field, `Written for ${field}.`])),
        notifyAgain: true,
      },
      headers: { cookie: staff.cookie },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({ status: 'refunded', readyNotice: null });
    expect(await knex()('notification_outbox').where({ order_id: order.id, kind: 'reading-ready' })).toHaveLength(0);
  });

  it('closes the one-time offer: 409 offer_closed, and the saved card is not charged', async () => {
    const order = await paidReading();
    await refund(order);
    const charges = () => [...stripe.intents.values()].filter((intent) => intent.metadata.purpose === 'upsell').length;
    const before = charges();
    for (const cookie of [order.payer, order.cookie]) {
      const answer = await api.request('POST', `/api/upsells/${order.code}`, { body: { accepted: true }, headers: { cookie } });
      expect(answer.status).toBe(409);
      expect(answer.body.error.code).toBe('offer_closed');
      const state = await api.request('GET', `/api/upsells/${order.code}`, { headers: { cookie } });
      expect(state.status).toBe(409);
      expect(state.body.error.code).toBe('offer_closed');
    }
    expect(charges()).toBe(before);
    expect((await orderRow(order.code)).upsell_status).toBeNull();
  });

  it('takes no new payment for a refunded order: 409 order_refunded, and no PaymentIntent is made', async () => {
    const order = await paidReading();
    await refund(order);
    const before = stripe.intents.size;
    const checkout = await api.request('POST', `/api/create-payment-intent/${order.code}`, { body: {}, headers: { cookie: order.cookie } });
    expect(checkout.status).toBe(409);
    expect(checkout.body.error.code).toBe('order_refunded');
    expect(stripe.intents.size).toBe(before);
  });

  it('closes the offer as soon as staff ask for the refund, before the provider confirms it', async () => {
    const order = await paidReading();
    const staff = await createStaff(api, `refund-staff-${++serial}@example.com`);
    await api.request('POST', `/api/admin/orders/${order.id}/refund`, { body: { reason: 'Asked within 48 hours' }, headers: { cookie: staff.cookie } });
    const answer = await api.request('POST', `/api/upsells/${order.code}`, { body: { accepted: true }, headers: { cookie: order.payer } });
    expect(answer.body.error?.code).toBe('offer_closed');
  });

  it('takes no questionnaire answers for a refunded order: 409 order_refunded, nothing stored', async () => {
    const email = `refund-answers-${++serial}@example.com`;
    const customer = await createCustomer(api, email);
    const code = await catalogueOrder(api, PRODUCT_IDS.twinFlameReading, email);
    const checkout = await startCheckout(api, code);
    await pay(api, stripe, code, checkout);
    const { id } = await orderRow(code);
    await refund({ id: Number(id), paymentIntentId: checkout.paymentIntentId });
    const answer = await answerTwinFlame(code, customer.cookie);
    expect(answer.status).toBe(409);
    expect(answer.body.error.code).toBe('order_refunded');
    expect(await knex()('questionnaire_responses').where({ order_id: id })).toHaveLength(0);
  });

  it('takes no questionnaire answers for work staff delivered: 409 already_delivered, nothing stored', async () => {
    const email = `delivered-answers-${++serial}@example.com`;
    const customer = await createCustomer(api, email);
    const code = await catalogueOrder(api, PRODUCT_IDS.twinFlameReading, email);
    await pay(api, stripe, code, await startCheckout(api, code));
    const { id } = await orderRow(code);
    // Staff delivered the work (the queue's "Save & Mark Completed").
    await knex()('readings').where({ order_id: id }).update({ reading_completed: true });
    const answer = await answerTwinFlame(code, customer.cookie);
    expect(answer.status).toBe(409);
    expect(answer.body.error.code).toBe('already_delivered');
    expect(await knex()('questionnaire_responses').where({ order_id: id })).toHaveLength(0);
  });
});
