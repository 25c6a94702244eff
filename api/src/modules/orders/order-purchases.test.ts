import { expect, it } from 'vitest';
import { PRODUCT_IDS } from '@shared/domain/products';
import { createStaff } from '../../testing/accounts';
import { completeAsStaff, workItemOf } from '../../testing/audio-order';
import { answerOffer, catalogueOrder, checkoutAndPay, freeRequest, signedEvent, withStripeApi } from '../../testing/funnel';
import type { StripeStandIn } from '../../testing/stripe-stand-in';
import { describeEachDatabase, type TestApi } from '../../testing/test-api';

/**
 * `GET /api/orders/:code/purchases`, the completion page's list: what a paid order bought, by the
 * server's records (never the page's word): the order, the bonuses its payment brought and an accepted
 * one-time offer, each at what was paid. The code's holder learns names and prices, nothing more.
 */
describeEachDatabase('what an order bought', (database) => {
  let api: TestApi;
  let stripe: StripeStandIn;

  withStripeApi(database, (started) => ({ api, stripe } = started));

  const purchases = (code: string) => api.request('GET', `/api/orders/${code}/purchases`);
  // Paid, the reading waits for its onboarding answers, as do the two bonus readings that ask questions;
  // the meditation is delivered with the payment; the offer asks nothing and is in preparation at once.
  const waiting = { status: 'needs_input', readyBy: null };
  const READING = { kind: 'order', name: 'Premium Soulmate Reading', priceCents: 1899, valueCents: null, refundedAt: null, ...waiting, sketchSent: false };
  const BONUSES = [
    { kind: 'bonus', name: 'Spirit-Animal Love Tarot', priceCents: 0, valueCents: 1500, refundedAt: null, ...waiting, sketchSent: null },
    { kind: 'bonus', name: 'Money-Tree 5-Card Spread', priceCents: 0, valueCents: 900, refundedAt: null, ...waiting, sketchSent: null },
    { kind: 'bonus', name: 'Manifestation Audio', priceCents: 0, valueCents: 600, refundedAt: null, status: 'completed', readyBy: null, sketchSent: null },
  ];
  const OFFER = { kind: 'offer', name: 'Soulmate Manifestation System', priceCents: 1999, valueCents: null, refundedAt: null, status: 'in_progress', readyBy: expect.any(String), sketchSent: null };
  const HOUR_MS = 60 * 60 * 1000;

  it('lists the reading, its three bonuses and the accepted offer at its price, and no other order’s code', async () => {
    const code = await freeRequest(api, 'bought-all@example.com');
    const payer = await checkoutAndPay(api, stripe, code);
    expect((await answerOffer(api, code, payer, true)).status).toBe('accepted');

    const answer = await purchases(code);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toEqual({ orderNumber: expect.stringMatching(/^MSR-/), items: [READING, ...BONUSES, OFFER], totalCents: 1899 + 1999, currency: 'USD' });
    // Each child order's code is a key of its own: the parent's holder does not learn it.
    const codes = JSON.stringify(answer.body).match(/REQ-[0-9A-Z-]+/gi) ?? [];
    expect(codes).toEqual([]);
  });

  it('says what comes when, by the order lifecycle: the sketch the free reading sent, each line waiting for answers, in preparation until its "Ready by", or ready now', async () => {
    const code = await freeRequest(api, 'what-comes@example.com');
    // Staff deliver the free reading with its sketch before the customer pays for the full reading.
    const staff = await createStaff(api, 'purchases-staff@example.com');
    await completeAsStaff(api, staff.cookie, await workItemOf(api, code), { sketchUrl: 'https://cdn.example.com/sketch.png', sketchAlt: 'A portrait', readingNotes: 'A meeting before spring.' });
    const payer = await checkoutAndPay(api, stripe, code);
    await answerOffer(api, code, payer, true);
    const paidAt = Date.now();
    const bought = async () => (await purchases(code)).body as { items: Array<Record<string, unknown>> };

    // Before the onboarding answers: the sketch is sent, the reading waits for its answers and promises no date yet.
    expect((await bought()).items[0]).toMatchObject({ kind: 'order', status: 'needs_input', readyBy: null, sketchSent: true });
    const offer = (await bought()).items.find((item) => item.kind === 'offer')!;
    expect(Date.parse(offer.readyBy as string) - paidAt).toBeGreaterThan(47 * HOUR_MS);
    expect(Date.parse(offer.readyBy as string) - paidAt).toBeLessThanOrEqual(48 * HOUR_MS);

    const answered = await api.request('POST', `/api/onboardings/${code}`, { body: { currentRelationshipStatus: 'single', pastRelationshipPatterns: 'I fall for people far away.', desiredQualities: 'Warmth, patience and laughter.' } });
    expect(answered.status, JSON.stringify(answered.body)).toBe(200);
    const [reading, spiritAnimal, moneyTree, audio] = (await bought()).items;
    expect(reading).toMatchObject({ status: 'in_progress', sketchSent: true });
    expect(Date.parse(reading!.readyBy as string) - paidAt).toBeGreaterThan(47 * HOUR_MS);
    expect(spiritAnimal).toMatchObject({ status: 'needs_input', readyBy: null });
    expect(moneyTree).toMatchObject({ status: 'needs_input', readyBy: null });
    expect(audio).toMatchObject({ name: 'Manifestation Audio', status: 'completed', readyBy: null });
  });

  it('leaves out a declined offer, and an offer whose charge failed (nothing was bought)', async () => {
    const declined = await freeRequest(api, 'declined-offer@example.com');
    await answerOffer(api, declined, await checkoutAndPay(api, stripe, declined), false);
    expect((await purchases(declined)).body).toMatchObject({ items: [READING, ...BONUSES], totalCents: 1899 });

    const failed = await freeRequest(api, 'failed-offer@example.com');
    const payer = await checkoutAndPay(api, stripe, failed, 'pm_card_chargeDeclined');
    expect((await answerOffer(api, failed, payer, true)).status).toBe('failed');
    expect((await purchases(failed)).body).toMatchObject({ items: [READING, ...BONUSES], totalCents: 1899 });
  });

  it('lists a catalogue order alone, at the price it was sold at', async () => {
    const code = await catalogueOrder(api, PRODUCT_IDS.twinFlameReading, 'catalogue-bought@example.com');
    await checkoutAndPay(api, stripe, code);
    expect((await purchases(code)).body).toMatchObject({
      items: [{ kind: 'order', name: 'Twin Flame Connection', priceCents: 4999, valueCents: null, refundedAt: null, status: 'needs_input', readyBy: null, sketchSent: null }],
      totalCents: 4999,
    });
  });

  it('says when lines were refunded and leaves them out of the total; the offer, paid by a charge of its own, stands', async () => {
    const code = await freeRequest(api, 'refunded-bought@example.com');
    const payer = await checkoutAndPay(api, stripe, code);
    await answerOffer(api, code, payer, true);
    const { payment_intent_id: intentId } = await api.container.db.knex('orders').select('payment_intent_id').where({ request_code: code }).first();
    expect((await api.request('POST', '/api/stripe/webhook', signedEvent('evt_purchases_refund', 'charge.refunded', stripe.refundOutside(intentId)))).status).toBe(200);

    const { items, totalCents } = (await purchases(code)).body as { items: Array<{ kind: string; refundedAt: string | null }>; totalCents: number };
    expect(items.filter((item) => item.kind !== 'offer').every((item) => typeof item.refundedAt === 'string')).toBe(true);
    expect(items.find((item) => item.kind === 'offer')?.refundedAt).toBeNull();
    expect(totalCents).toBe(1999);
  });

  it('answers 409 payment_required while unpaid, and the same 404 for an unknown or malformed code', async () => {
    const unpaid = await purchases(await freeRequest(api, 'not-yet@example.com'));
    expect(unpaid.status).toBe(409);
    expect(unpaid.body.error.code).toBe('payment_required');
    const unknown = await purchases('REQ-0000-0000-0000-0000-0000-0000-00');
    const malformed = await purchases('not-a-code');
    expect(unknown.status).toBe(404);
    expect(malformed.status).toBe(404);
    expect(malformed.body.error.code).toBe(unknown.body.error.code);
  });
});
