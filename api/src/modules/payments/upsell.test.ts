import { expect, it } from 'vitest';
import { createCustomer } from '../../testing/accounts';
import { startCheckout, withStripeApi } from '../../testing/funnel';
import type { StripeStandIn } from '../../testing/stripe-stand-in';
import { describeEachDatabase, freeReadingBody, type TestApi, type TestResponse } from '../../testing/test-api';
import { cookieFrom } from '../../testing/cookies';

const DAY_MS = 24 * 60 * 60 * 1000;
const UPSELL_PRODUCT_ID = 9;

/**
 * The one-time offer: it belongs to the funnel's main reading only, is answered once,
 * ends 24 h after the payment by the server's clock, and spends money only for the browser that paid
 * (its httpOnly cookie) or the signed-in owner. Charges are counted at the Stripe stand-in.
 */
describeEachDatabase('the one-time offer', (database) => {
  let api: TestApi;
  let stripe: StripeStandIn;

  withStripeApi(database, (started) => ({ api, stripe } = started));

  const orderRow = (code: string) => api.container.db.knex('orders').where({ request_code: code }).first();
  const childOrders = async (code: string) => api.container.db.knex('orders').where({ parent_order_id: (await orderRow(code)).id });
  const upsellOrders = async (code: string) => (await childOrders(code)).filter((child) => child.product_id === UPSELL_PRODUCT_ID);
  /** Successful upsell charges at the provider, whatever the shop believes. */
  const upsellCharges = () => [...stripe.intents.values()].filter((intent) => intent.metadata.purpose === 'upsell' && intent.status === 'succeeded').length;

  /** Pays for a funnel reading as the paying browser does; answers its code and the cookie it was given. */
  async function paidReading(email: string, card = 'pm_card_visa'): Promise<{ code: string; payer: string | undefined; confirmed: TestResponse }> {
    const request = await api.request('POST', '/api/free-soulmate', { body: freeReadingBody({ email, name: 'Vera Lux' }) });
    expect(request.status, JSON.stringify(request.body)).toBe(201);
    const code = request.body.order.requestCode as string;
    const { paymentIntentId, checkoutCookie } = await startCheckout(api, code);
    stripe.succeed(paymentIntentId, card);
    const confirmed = await api.request('POST', `/api/confirm-payment/${code}`, { body: { paymentIntentId }, headers: { cookie: checkoutCookie } });
    expect(confirmed.body.isPaid).toBe(true);
    return { code, payer: cookieFrom(confirmed.headers, 'soulsketch_payer', `/api/upsells/${code}`)?.pair, confirmed };
  }

  const answer = (code: string, accepted: boolean, cookie?: string) =>
    api.request('POST', `/api/upsells/${code}`, { body: { accepted }, headers: cookie ? { cookie } : {} });

  it('gives the paying browser an httpOnly cookie for this order, for the rest of the 24-hour window', async () => {
    const { code, confirmed } = await paidReading('cookie@example.com');
    const cookie = cookieFrom(confirmed.headers, 'soulsketch_payer', `/api/upsells/${code}`);
    expect(cookie).toBeDefined();
    expect(cookie!.attributes).toMatchObject({ httponly: '', samesite: 'lax', path: `/api/upsells/${code}` });
    // Koa's cookie library writes the lifetime as Expires (the same thing as Max-Age to a browser).
    const expires = Date.parse(cookie!.attributes.expires!);
    expect(expires).toBeGreaterThan(Date.now() + DAY_MS - 60_000);
    expect(expires).toBeLessThanOrEqual(Date.now() + DAY_MS);
    // The token itself is never stored, only its hash.
    expect(JSON.stringify(await orderRow(code))).not.toContain(cookie!.pair.split('=')[1]);
  });

  it('charges once when the paying browser accepts 20 times at once', async () => {
    const { code, payer } = await paidReading('twenty@example.com');
    const before = upsellCharges();
    const answers = await Promise.all(Array.from({ length: 20 }, () => answer(code, true, payer)));
    expect(answers.map((a) => [a.status, a.body.status])).toEqual(Array(20).fill([200, 'accepted']));
    expect(upsellCharges() - before).toBe(1);
    const upsell = await upsellOrders(code);
    expect(upsell).toHaveLength(1);
    expect(upsell[0]).toMatchObject({ price_cents: 1999 });
    expect(upsell[0].is_paid).toBeTruthy();
    expect((await orderRow(code)).upsell_status).toBe('accepted');
    // A second answer gets the first one back.
    expect((await answer(code, false, payer)).body.status).toBe('accepted');
  });

  it('refuses to charge a client that has only the link (403 offer_not_yours), and lets the payer still answer', async () => {
    const { code, payer } = await paidReading('forwarded@example.com');
    const before = upsellCharges();
    for (const accepted of [true, false]) {
      const stranger = await answer(code, accepted);
      expect(upsellCharges(), 'charges after a stranger answered').toBe(before);
      expect(stranger.status).toBe(403);
      expect(stranger.body.error.code).toBe('offer_not_yours');
    }
    const forged = await answer(code, true, `soulsketch_payer=${'x'.repeat(43)}`);
    expect(forged.status).toBe(403);
    expect(upsellCharges()).toBe(before);
    expect(await upsellOrders(code)).toHaveLength(0);
    expect((await orderRow(code)).upsell_status).toBeNull();

    expect((await answer(code, true, payer)).body.status).toBe('accepted');
    expect(upsellCharges() - before).toBe(1);
  });

  it('does not accept a cookie given for another order', async () => {
    const mine = await paidReading('mine-offer@example.com');
    const theirs = await paidReading('theirs-offer@example.com');
    const before = upsellCharges();
    const response = await answer(theirs.code, true, mine.payer);
    expect(response.status).toBe(403);
    expect(upsellCharges()).toBe(before);
  });

  it('keeps a decline final: accepting afterwards charges nothing and answers declined', async () => {
    const { code, payer } = await paidReading('decline-first@example.com');
    const before = upsellCharges();
    expect((await answer(code, false, payer)).body.status).toBe('declined');
    const stranger = await answer(code, true);
    expect(upsellCharges(), 'charges after a decline, accepted from another client').toBe(before);
    expect(stranger.status).toBe(403);
    const again = await answer(code, true, payer);
    expect(again.status).toBe(200);
    expect(again.body.status).toBe('declined');
    expect(upsellCharges()).toBe(before);
    expect(await upsellOrders(code)).toHaveLength(0);
    expect((await orderRow(code)).upsell_status).toBe('declined');
  });

  it('ends the offer 24 hours after the payment by the server clock, whatever the cookie says', async () => {
    const late = await paidReading('late@example.com');
    const inTime = await paidReading('in-time@example.com');
    await api.container.db.knex('orders').where({ request_code: late.code }).update({ payment_date: new Date(Date.now() - DAY_MS - 60_000).toISOString() });
    await api.container.db.knex('orders').where({ request_code: inTime.code }).update({ payment_date: new Date(Date.now() - DAY_MS + 60_000).toISOString() });
    const before = upsellCharges();

    for (const accepted of [true, false]) {
      const expired = await answer(late.code, accepted, late.payer);
      expect(expired.status).toBe(409);
      expect(expired.body.error.code).toBe('offer_expired');
    }
    expect(upsellCharges()).toBe(before);
    expect(await upsellOrders(late.code)).toHaveLength(0);

    expect((await answer(inTime.code, true, inTime.payer)).body.status).toBe('accepted');
    expect(upsellCharges() - before).toBe(1);
  });

  it('has no offer on any other order: the upsell order and the bonus orders charge nothing', async () => {
    const { code, payer } = await paidReading('chain@example.com');
    expect((await answer(code, true, payer)).body.status).toBe('accepted');
    const before = upsellCharges();
    const children = await childOrders(code);
    expect(children.map((child) => child.product_id).sort()).toEqual([5, 6, 7, 9]);
    // The upsell order first: today it carries a copy of the saved card, and answering its offer charges again.
    for (const child of children.sort((a, b) => b.product_id - a.product_id)) {
      const response = await answer(child.request_code, true, payer);
      expect(upsellCharges(), `no charge on the code of product ${child.product_id}`).toBe(before);
      expect(response.status).toBe(409);
      expect(response.body.error.code).toBe('no_offer');
      // The saved card stays on the main order only.
      expect(child).toMatchObject({ provider_customer_id: null, payment_method_id: null });
    }
    expect(upsellCharges()).toBe(before);
    expect(await api.container.db.knex('orders').whereIn('parent_order_id', children.map((child) => child.id))).toHaveLength(0);
  });

  it('lets the signed-in owner answer without the cookie, and nobody else who is signed in', async () => {
    const owner = await createCustomer(api, 'owner-offer@example.com');
    const other = await createCustomer(api, 'someone-else@example.com');
    const { code } = await paidReading('owner-offer@example.com');
    const before = upsellCharges();
    const refused = await answer(code, true, other.cookie);
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('offer_not_yours');
    expect(upsellCharges()).toBe(before);
    expect((await answer(code, true, owner.cookie)).body.status).toBe('accepted');
    expect(upsellCharges() - before).toBe(1);
  });

  it('lets the customer try again after a failed charge, and charges at most once', async () => {
    const { code, payer } = await paidReading('retry@example.com', 'pm_card_chargeDeclined');
    const failed = await answer(code, true, payer);
    expect(failed.body).toMatchObject({ status: 'failed', message: 'Your card was declined.' });
    expect((await orderRow(code)).upsell_status).toBeNull();

    // The bank approves the same saved card on the second try.
    await api.container.db.knex('orders').where({ request_code: code }).update({ payment_method_id: 'pm_card_visa' });
    const before = upsellCharges();
    const retried = await Promise.all(Array.from({ length: 5 }, () => answer(code, true, payer)));
    expect(retried.map((a) => a.body.status)).toEqual(Array(5).fill('accepted'));
    expect(upsellCharges() - before).toBe(1);
    expect(await upsellOrders(code)).toHaveLength(1);
    expect((await answer(code, false, payer)).body.status).toBe('accepted');
  });

  it('refuses before the first payment, and never sets the cookie for an unpaid order', async () => {
    const request = await api.request('POST', '/api/free-soulmate', { body: freeReadingBody({ email: 'unpaid-offer@example.com' }) });
    const code = request.body.order.requestCode as string;
    const { paymentIntentId, checkoutCookie } = await startCheckout(api, code);
    const confirmed = await api.request('POST', `/api/confirm-payment/${code}`, { body: { paymentIntentId }, headers: { cookie: checkoutCookie } });
    expect(confirmed.body.isPaid).toBe(false);
    expect(cookieFrom(confirmed.headers, 'soulsketch_payer', `/api/upsells/${code}`)).toBeUndefined();
    const response = await answer(code, true);
    expect(response.status).toBe(409);
    expect(response.body.error.code).toBe('payment_required');
  });
});
