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

/**
 * A catalogue order from `/order/{slug}`: answers its request code. `signedIn`: the session cookie of
 * the customer who places it (their unpaid order is then on their account).
 */
export async function catalogueOrder(api: TestApi, productId: number, email: string, signedIn?: string): Promise<string> {
  const response = await api.request('POST', '/api/orders', { body: { productId, name: 'Iris Fresh', email }, headers: signedIn ? { cookie: signedIn } : {} });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.order.requestCode as string;
}

/** One browser's checkout of an order: its PaymentIntent, the total the server priced, and the browser's checkout cookie. */
export interface Checkout {
  paymentIntentId: string;
  clientSecret: string;
  totalPrice: number;
  /** The `Cookie` header value that makes this intent the browser's own (sent with the payment check). */
  checkoutCookie: string;
}

/** A browser opens the checkout of an order (`checkoutCookie`: a browser that has checked out before). */
export async function startCheckout(api: TestApi, code: string, checkoutCookie?: string): Promise<Checkout> {
  const response = await api.request('POST', `/api/create-payment-intent/${code}`, { body: {}, headers: checkoutCookie ? { cookie: checkoutCookie } : {} });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  // A browser without the cookie sends none (payer-rights.test.ts checks that the server sets it).
  const cookie = checkoutCookie ?? cookieFrom(response.headers, 'soulsketch_checkout', '/api/')?.pair ?? '';
  return { ...response.body, checkoutCookie: cookie };
}

/**
 * The customer pays the checkout's PaymentIntent and the page (in the browser that opened it) asks the
 * server to check it. Answers the server's word and, for the funnel's reading, the paying browser's
 * cookie for the one-time offer.
 */
export async function pay(api: TestApi, stripe: StripeStandIn, code: string, checkout: Checkout, card = 'pm_card_visa') {
  stripe.succeed(checkout.paymentIntentId, card);
  const confirmed = await api.request('POST', `/api/confirm-payment/${code}`, { body: { paymentIntentId: checkout.paymentIntentId }, headers: checkout.checkoutCookie ? { cookie: checkout.checkoutCookie } : {} });
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
  return { isPaid: confirmed.body.isPaid as boolean, payer: cookieFrom(confirmed.headers, 'soulsketch_payer', `/api/upsells/${code}`)?.pair };
}

/** Checkout and payment in one: answers the paying browser's cookie (funnel readings only). */
export async function checkoutAndPay(api: TestApi, stripe: StripeStandIn, code: string, card = 'pm_card_visa'): Promise<string | undefined> {
  const { isPaid, payer } = await pay(api, stripe, code, await startCheckout(api, code), card);
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
  const { id: _id, slug: _slug, name: _name, saleChannel: _channel, updatedAt: _updated, ...fields } = (list.body as AdminProduct[]).find((product) => product.id === productId)!;
  const body: AdminProductUpdate = { ...fields, priceCents };
  const saved = await api.request('PATCH', `/api/admin/products/${productId}`, { body, headers: { cookie: staffCookie } });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  expect(saved.body.priceCents).toBe(priceCents);
}
