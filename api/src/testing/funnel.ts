import Stripe from 'stripe';
import { afterAll, beforeAll, expect } from 'vitest';
import type { AdminProduct, AdminProductUpdate } from '@shared/schemas/admin';
import { cookieFrom } from './cookies';
import { startStripeStandIn, type StripeStandIn } from './stripe-stand-in';
import { freeReadingBody, startTestApi, type TestApi, type TestDatabase } from './test-api';

/**
 * The paid funnel and the catalogue as a browser walks them, against the Stripe stand-in: a request,
 * its checkout, the provider saying the payment succeeded, and the one-time offer. For suites that are
 * about what a payment leads to (prices, staff work, counts) rather than about the payment itself.
 */

export const WEBHOOK_SECRET = 'whsec_test_secret_for_soulsketch';

/** The app's settings for talking to the stand-in. */
export function stripeEnv(stripe: StripeStandIn) {
  return {
    STRIPE_SECRET_KEY: 'sk_test_soulsketch',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_soulsketch',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: `http://127.0.0.1:${stripe.port}`,
    FREE_READING_RATE_LIMIT: '1000/60',
    ORDER_RATE_LIMIT: '1000/60',
  };
}

/**
 * The API on a fresh database of `database`, talking to its own Stripe stand-in, for the tests of one
 * describe block: both start before its tests and close after them. `onStarted` hands them over.
 */
export function withStripeApi(database: TestDatabase, onStarted: (started: { api: TestApi; stripe: StripeStandIn }) => void): void {
  let started: { api: TestApi; stripe: StripeStandIn } | undefined;
  beforeAll(async () => {
    const stripe = await startStripeStandIn();
    started = { stripe, api: await startTestApi(database, stripeEnv(stripe)) };
    onStarted(started);
  });
  afterAll(async () => {
    await started?.api.close();
    await started?.stripe.close();
  });
}

/** A provider event, signed as Stripe signs it. */
export function signedEvent(id: string, type: string, object: object, created = Math.floor(Date.now() / 1000)) {
  const payload = JSON.stringify({ id, object: 'event', type, created, data: { object } });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  return { raw: payload, headers: { 'content-type': 'application/json', 'stripe-signature': signature } };
}

/** A free reading request from the form: answers its request code. */
export async function freeRequest(api: TestApi, email: string, name = 'Vera Lux'): Promise<string> {
  const response = await api.request('POST', '/api/free-soulmate', { body: freeReadingBody({ email, name }) });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.order.requestCode as string;
}

/** A catalogue order from `/order/{slug}`: answers its request code. */
export async function catalogueOrder(api: TestApi, productId: number, email: string, name = 'Iris Fresh'): Promise<string> {
  const response = await api.request('POST', '/api/orders', { body: { productId, name, email } });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.order.requestCode as string;
}

/** The checkout of an order: its PaymentIntent and the total the server priced. */
export async function startCheckout(api: TestApi, code: string): Promise<{ paymentIntentId: string; clientSecret: string; totalPrice: number }> {
  const response = await api.request('POST', `/api/create-payment-intent/${code}`, { body: {} });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
}

/**
 * The customer pays an order's PaymentIntent and the page asks the server to check it. Answers the
 * server's word and, for the funnel's reading, the paying browser's cookie for the one-time offer.
 */
export async function pay(api: TestApi, stripe: StripeStandIn, code: string, paymentIntentId: string, card = 'pm_card_visa') {
  stripe.succeed(paymentIntentId, card);
  const confirmed = await api.request('POST', `/api/confirm-payment/${code}`, { body: { paymentIntentId } });
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
  return { isPaid: confirmed.body.isPaid as boolean, payer: cookieFrom(confirmed.headers, 'soulsketch_payer', `/api/upsells/${code}`)?.pair };
}

/** Checkout and payment in one: answers the paying browser's cookie (funnel readings only). */
export async function checkoutAndPay(api: TestApi, stripe: StripeStandIn, code: string, card = 'pm_card_visa'): Promise<string | undefined> {
  const { paymentIntentId } = await startCheckout(api, code);
  const { isPaid, payer } = await pay(api, stripe, code, paymentIntentId, card);
  expect(isPaid).toBe(true);
  return payer;
}

/** The paying browser answers the one-time offer. */
export async function answerOffer(api: TestApi, code: string, payer: string | undefined, accepted = true) {
  const response = await api.request('POST', `/api/upsells/${code}`, { body: { accepted }, headers: payer ? { cookie: payer } : {} });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as { status: string; paymentIntentId: string | null; clientSecret: string | null };
}

/** Staff change a product's price in `/admin/products` (every other field as it is). */
export async function setPrice(api: TestApi, staffCookie: string, productId: number, priceCents: number): Promise<void> {
  const list = await api.request('GET', '/api/admin/products', { headers: { cookie: staffCookie } });
  expect(list.status).toBe(200);
  const { id: _id, slug: _slug, saleChannel: _channel, updatedAt: _updated, ...fields } = (list.body as AdminProduct[]).find((product) => product.id === productId)!;
  const body: AdminProductUpdate = { ...fields, priceCents };
  const saved = await api.request('PATCH', `/api/admin/products/${productId}`, { body, headers: { cookie: staffCookie } });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  expect(saved.body.priceCents).toBe(priceCents);
}
