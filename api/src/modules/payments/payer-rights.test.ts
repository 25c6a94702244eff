import { expect, it } from 'vitest';
import { cookieFrom } from '../../testing/cookies';
import { freeRequest, pay, startCheckout, withStripeApi } from '../../testing/funnel';
import type { StripeStandIn } from '../../testing/stripe-stand-in';
import { describeEachDatabase, type TestApi } from '../../testing/test-api';

/**
 * A link is no proof of paying. Whoever holds an order's code may open a checkout and ask whether the
 * order is paid; only the browser whose own checkout paid it gets the payer's rights (the one-time offer
 * on the saved card, onboarding as the owner). A stranger who polls the payment check while the real
 * visitor pays learns that the order is paid, and nothing more.
 */
describeEachDatabase('payer rights go to the browser that paid', (database) => {
  let api: TestApi;
  let stripe: StripeStandIn;

  withStripeApi(database, (started) => ({ api, stripe } = started));

  const PAYER_COOKIE = 'soulsketch_payer';
  const confirm = (code: string, paymentIntentId: string, cookie: string) =>
    api.request('POST', `/api/confirm-payment/${code}`, { body: { paymentIntentId }, headers: { cookie } });
  const payerCookieIn = (headers: Headers, code: string) => cookieFrom(headers, PAYER_COOKIE, `/api/upsells/${code}`) ?? cookieFrom(headers, PAYER_COOKIE, `/api/onboardings/${code}`);
  const offerAnswer = (code: string, cookie: string) => api.request('POST', `/api/upsells/${code}`, { body: { accepted: true }, headers: { cookie } });
  const upsellCharges = () => [...stripe.intents.values()].filter((intent) => intent.metadata.purpose === 'upsell' && intent.status === 'succeeded').length;

  it('gives each browser its own PaymentIntent, and a retry in the same browser the same one', async () => {
    const code = await freeRequest(api, 'own-intent@example.com');
    const stranger = await startCheckout(api, code);
    const payer = await startCheckout(api, code);
    expect(payer.paymentIntentId).not.toBe(stranger.paymentIntentId);
    expect(payer.checkoutCookie).not.toBe(stranger.checkoutCookie);
    expect((await startCheckout(api, code, payer.checkoutCookie)).paymentIntentId).toBe(payer.paymentIntentId);
    // The cookie is the browser's alone: httpOnly, not sent cross-site, for the API's paths.
    const response = await api.request('POST', `/api/create-payment-intent/${code}`, { body: {} });
    expect(cookieFrom(response.headers, 'soulsketch_checkout', '/api/')?.attributes).toMatchObject({ httponly: '', samesite: 'lax' });
  });

  it('tells a stranger who checks the payment only that the order is paid: no offer, and the payer keeps every right', async () => {
    const code = await freeRequest(api, 'stranger-first@example.com');
    const stranger = await startCheckout(api, code);
    const payer = await startCheckout(api, code);
    stripe.succeed(payer.paymentIntentId);

    // Before the payer's page asks: the stranger tries the payer's intent and their own.
    for (const intentId of [payer.paymentIntentId, stranger.paymentIntentId]) {
      const checked = await confirm(code, intentId, stranger.checkoutCookie);
      expect(checked.status).toBe(200);
      expect(checked.body.isPaid).toBe(true);
      expect(payerCookieIn(checked.headers, code), 'a payer cookie for the stranger').toBeUndefined();
    }
    const before = upsellCharges();
    const strangerOffer = await offerAnswer(code, stranger.checkoutCookie);
    expect(strangerOffer.status).toBe(403);
    expect(upsellCharges()).toBe(before);

    const { payer: payerCookie } = await pay(api, stripe, code, payer);
    expect(payerCookie).toBeDefined();
    const payerOffer = await offerAnswer(code, payerCookie!);
    expect(payerOffer.status, JSON.stringify(payerOffer.body)).toBe(200);
    expect(payerOffer.body.status).toBe('accepted');
    expect(upsellCharges()).toBe(before + 1);
  });

  it('lets the paying browser check again after a lost answer, with a fresh proof that still opens the offer', async () => {
    const code = await freeRequest(api, 'check-again@example.com');
    const checkout = await startCheckout(api, code);
    await pay(api, stripe, code, checkout);
    const again = await confirm(code, checkout.paymentIntentId, checkout.checkoutCookie);
    const fresh = payerCookieIn(again.headers, code);
    expect(fresh).toBeDefined();
    expect((await api.request('GET', `/api/upsells/${code}`, { headers: { cookie: fresh!.pair } })).body.state).toBe('open');
  });

  it('never lets a stranger polling the payment check win the race, 20 times over', async () => {
    for (let round = 0; round < 20; round++) {
      const code = await freeRequest(api, `race-${round}@example.com`);
      const stranger = await startCheckout(api, code);
      const payer = await startCheckout(api, code);
      let paid = false;
      const strangerCookies: string[] = [];
      // The stranger asks as fast as the server answers, about both intents it could know, until it is paid.
      const polling = (async () => {
        while (!paid) {
          for (const intentId of [stranger.paymentIntentId, payer.paymentIntentId]) {
            const checked = await confirm(code, intentId, stranger.checkoutCookie);
            const cookie = payerCookieIn(checked.headers, code);
            if (cookie) strangerCookies.push(cookie.pair);
            if (checked.body.isPaid) paid = true;
          }
        }
      })();
      const { payer: payerCookie } = await pay(api, stripe, code, payer);
      await polling;
      expect(strangerCookies, `round ${round}: the stranger got the payer's cookie`).toEqual([]);
      expect(payerCookie, `round ${round}: the payer got no cookie`).toBeDefined();
      expect((await api.request('GET', `/api/upsells/${code}`, { headers: { cookie: payerCookie! } })).status).toBe(200);
    }
  });

  it('refunds a second payment of an order paid from another browser, so nobody pays twice', async () => {
    const code = await freeRequest(api, 'paid-twice@example.com');
    const phone = await startCheckout(api, code);
    const laptop = await startCheckout(api, code);
    expect((await pay(api, stripe, code, phone)).isPaid).toBe(true);
    const second = await pay(api, stripe, code, laptop);
    expect(second.isPaid).toBe(true);
    expect(second.payer, 'the second browser paid no order: no payer rights').toBeUndefined();
    const refundsOfThisOrder = () => [...stripe.refunds.values()].filter((refund) => [phone.paymentIntentId, laptop.paymentIntentId].includes(refund.payment_intent));
    expect(refundsOfThisOrder().map((refund) => refund.payment_intent)).toEqual([laptop.paymentIntentId]);
    const order = await api.container.db.knex('orders').where({ request_code: code }).first();
    expect(order).toMatchObject({ payment_intent_id: phone.paymentIntentId, refunded_at: null });
    // Asking again refunds nothing more.
    await confirm(code, laptop.paymentIntentId, laptop.checkoutCookie);
    expect(refundsOfThisOrder()).toHaveLength(1);
  });
});
