import { afterAll, beforeAll, expect, it } from 'vitest';
import { PRODUCT_IDS } from '@shared/domain/products';
import { createStaff } from '../../testing/accounts';
import { answerOffer, catalogueOrder, checkoutAndPay, freeRequest, pay, setPrice, startCheckout, stripeEnv } from '../../testing/funnel';
import { startStripeStandIn, type StripeStandIn } from '../../testing/stripe-stand-in';
import { describeEachDatabase, startTestApi, type TestApi } from '../../testing/test-api';

/**
 * Prices come from the products table (docs/decisions/010): staff change a price in /admin/products and the next
 * checkout, upsell and catalogue order charge it, while an order priced before keeps its own price,
 * also when its PaymentIntent is paid after the change. Amounts are read at the Stripe stand-in.
 */
describeEachDatabase('prices from the products table', (database) => {
  let api: TestApi;
  let stripe: StripeStandIn;
  let staff: string;

  beforeAll(async () => {
    stripe = await startStripeStandIn();
    api = await startTestApi(database, stripeEnv(stripe));
    staff = (await createStaff(api)).cookie;
  });
  afterAll(async () => {
    await api?.close();
    await stripe?.close();
  });

  const orderRow = (code: string) => api.container.db.knex('orders').where({ request_code: code }).first();
  const upsellOrder = async (code: string) => api.container.db.knex('orders').where({ parent_order_id: (await orderRow(code)).id, product_id: PRODUCT_IDS.manifestationSystem }).first();
  const prices = async () => (await api.request('GET', '/api/prices')).body;

  it("charges the full reading at the table's price: the next checkout after a change, while an earlier one keeps its own", async () => {
    expect(await prices()).toMatchObject({ fullReading: { priceCents: 1899, regularCents: 8900 } });
    const earlier = await freeRequest(api, 'earlier@example.com');
    const earlierIntent = await startCheckout(api, earlier);
    expect(earlierIntent.totalPrice).toBe(1899);
    expect((await orderRow(earlier)).price_cents).toBe(1899);

    await setPrice(api, staff, PRODUCT_IDS.premiumSoulmateReading, 2499);
    expect(await prices()).toMatchObject({ fullReading: { priceCents: 2499, regularCents: 8900 } });

    const later = await freeRequest(api, 'later@example.com');
    const laterIntent = await startCheckout(api, later);
    expect(laterIntent.totalPrice).toBe(2499);
    expect(stripe.intents.get(laterIntent.paymentIntentId)!.amount).toBe(2499);

    // The earlier order keeps its price: a retry of its checkout, and its payment after the change.
    const retry = await startCheckout(api, earlier, earlierIntent.checkoutCookie);
    expect(retry).toMatchObject({ paymentIntentId: earlierIntent.paymentIntentId, totalPrice: 1899 });
    expect((await pay(api, stripe, earlier, earlierIntent)).isPaid).toBe(true);
    expect(await orderRow(earlier)).toMatchObject({ price_cents: 1899, product_id: PRODUCT_IDS.premiumSoulmateReading });

    expect((await pay(api, stripe, later, laterIntent)).isPaid).toBe(true);
    expect(await orderRow(later)).toMatchObject({ price_cents: 2499 });
    const receipt = await api.container.outbox.latestFor('later@example.com');
    expect(receipt?.text).toContain('$24.99');
  });

  it("charges the one-time offer at the table's price, and an offer charged before the change at its own", async () => {
    expect(await prices()).toMatchObject({ upsell: { priceCents: 1999, regularCents: 9700 } });
    // The bank asks this one to confirm (3-D Secure): its charge is made, at the old price, but not yet paid.
    const first = await freeRequest(api, 'offer-first@example.com');
    const firstPayer = await checkoutAndPay(api, stripe, first, 'pm_card_authenticationRequired');
    const pending = await answerOffer(api, first, firstPayer);
    expect(pending.status).toBe('requires_action');
    expect(stripe.intents.get(pending.paymentIntentId!)!.amount).toBe(1999);

    await setPrice(api, staff, PRODUCT_IDS.manifestationSystem, 2999);
    expect(await prices()).toMatchObject({ upsell: { priceCents: 2999, regularCents: 9700 } });

    const second = await freeRequest(api, 'offer-second@example.com');
    const secondPayer = await checkoutAndPay(api, stripe, second);
    const accepted = await answerOffer(api, second, secondPayer);
    expect(accepted.status).toBe('accepted');
    expect(stripe.intents.get(accepted.paymentIntentId!)!.amount).toBe(2999);
    expect(await upsellOrder(second)).toMatchObject({ price_cents: 2999 });
    expect((await upsellOrder(second)).is_paid).toBeTruthy();

    // The first offer's charge, confirmed after the change, is still accepted at its own amount.
    stripe.succeed(pending.paymentIntentId!, 'pm_card_authenticationRequired');
    const confirmed = await api.request('POST', `/api/upsells/${first}/confirm`, { body: { paymentIntentId: pending.paymentIntentId } });
    expect(confirmed.body).toMatchObject({ isPaid: true });
    expect(await upsellOrder(first)).toMatchObject({ price_cents: 1999 });
  });

  it('charges a catalogue order the price it was placed at, and the next order the new one', async () => {
    const placedBefore = await catalogueOrder(api, PRODUCT_IDS.twinFlameReading, 'flame-before@example.com');
    await setPrice(api, staff, PRODUCT_IDS.twinFlameReading, 5999);
    const placedAfter = await catalogueOrder(api, PRODUCT_IDS.twinFlameReading, 'flame-after@example.com');

    const before = await startCheckout(api, placedBefore);
    expect(before.totalPrice).toBe(4999);
    expect(stripe.intents.get(before.paymentIntentId)!.amount).toBe(4999);
    expect((await pay(api, stripe, placedBefore, before)).isPaid).toBe(true);

    const after = await startCheckout(api, placedAfter);
    expect(after.totalPrice).toBe(5999);
    expect((await pay(api, stripe, placedAfter, after)).isPaid).toBe(true);
    expect(await orderRow(placedAfter)).toMatchObject({ price_cents: 5999 });
  });
});
