import { expect, it } from 'vitest';
import { PRODUCT_IDS } from '@shared/domain/products';
import { createStaff } from '../../testing/accounts';
import { completeAsStaff, workItemOf } from '../../testing/audio-order';
import { answerOffer, catalogueOrder, checkoutAndPay, freeRequest, withStripeApi } from '../../testing/funnel';
import type { StripeStandIn } from '../../testing/stripe-stand-in';
import { describeEachDatabase, type TestApi } from '../../testing/test-api';

const SET_PASSWORD_LINK = /\/reset-password\?token=/;
const GUARANTEE = /guarantee/i;

/**
 * Each payment's receipt describes what was bought: the funnel's reading with its bonuses,
 * its delivery promise and the 48-hour guarantee that belongs to it alone; the one-time offer without
 * the reading's promises or a second set-password link; a catalogue order with its own product and
 * promise. Paid over HTTP against the Stripe stand-in; the mail is read as it was queued.
 */
describeEachDatabase('payment receipts', (database) => {
  let api: TestApi;
  let stripe: StripeStandIn;

  withStripeApi(database, (started) => ({ api, stripe } = started));

  const receiptTo = async (email: string) => {
    const mail = await api.container.outbox.latestFor(email);
    expect(mail?.subject).toMatch(/receipt/i);
    return mail!.text;
  };

  it('the funnel reading: its bonuses, the reading and sketch in 24-48 hours, the set-password link and the guarantee', async () => {
    const code = await freeRequest(api, 'reading-receipt@example.com');
    await checkoutAndPay(api, stripe, code);
    const text = await receiptTo('reading-receipt@example.com');
    expect(text).toContain('Premium Soulmate Reading');
    expect(text).toContain('$18.99');
    expect(text).toContain('Spirit-Animal Love Tarot, Money-Tree 5-Card Spread, Manifestation Audio');
    expect(text).toContain('Ready now in your account: Manifestation Audio.');
    // The full reading waits for its onboarding answers: the window counts from them.
    expect(text).toContain('Your reading and soulmate sketch will be ready within 24-48 hours of your answers to a few questions');
    expect(text).toMatch(SET_PASSWORD_LINK);
    expect(text).toContain('48-hour money-back guarantee');
  });

  it('the funnel reading after the free reading was delivered: the sketch is already the customer’s, only the full reading is to come', async () => {
    const code = await freeRequest(api, 'sketch-sent-receipt@example.com');
    const staff = await createStaff(api, 'receipt-staff@example.com');
    await completeAsStaff(api, staff.cookie, await workItemOf(api, code), { sketchUrl: 'https://cdn.example.com/sketch.png', sketchAlt: 'A portrait', readingNotes: 'A meeting before spring.' });
    await checkoutAndPay(api, stripe, code);
    const text = await receiptTo('sketch-sent-receipt@example.com');
    expect(text).toContain('Your soulmate sketch came with your free reading. Your full reading will be ready within 24-48 hours of your answers to a few questions');
    expect(text).not.toContain('reading and soulmate sketch will be ready');
    expect(text).toContain('Ready now in your account: Manifestation Audio.');
  });

  it('the one-time offer: names the system, with no reading promise, no second set-password link and no guarantee', async () => {
    const code = await freeRequest(api, 'offer-receipt@example.com');
    const payer = await checkoutAndPay(api, stripe, code);
    expect(await receiptTo('offer-receipt@example.com')).toMatch(SET_PASSWORD_LINK);
    expect((await answerOffer(api, code, payer)).status).toBe('accepted');

    const text = await receiptTo('offer-receipt@example.com');
    expect(text).toContain('Soulmate Manifestation System');
    expect(text).toContain('$19.99');
    // The offer is an order of its own (its own payment, refund and card in the account), so its receipt
    // has its own number, and says which order it joined: the reading's, as the completion page shows it.
    const { order_number: readingNumber } = await api.container.db.knex('orders').where({ request_code: code }).first('order_number');
    const { order_number: offerNumber } = await api.container.db.knex('orders').whereNot({ request_code: code }).where({ product_id: PRODUCT_IDS.manifestationSystem }).where({ email: 'offer-receipt@example.com' }).first('order_number');
    expect(text).toContain(`Order ${offerNumber} — Soulmate Manifestation System`);
    expect(text).toContain(`It joins your reading's order, ${readingNumber}: it has a number of its own because it was paid on its own, and it shows beside your reading in your account.`);
    expect(text).not.toMatch(/soulmate sketch/i);
    expect(text).not.toMatch(/Included with your reading/i);
    expect(text).not.toMatch(SET_PASSWORD_LINK);
    expect(text).not.toMatch(GUARANTEE);
    expect(text).toContain('http://shop.test/login');
  });

  it('a catalogue reading: its own name and promise (after its questions), and no guarantee', async () => {
    const code = await catalogueOrder(api, PRODUCT_IDS.twinFlameReading, 'twin-receipt@example.com');
    await checkoutAndPay(api, stripe, code);
    const text = await receiptTo('twin-receipt@example.com');
    expect(text).toContain('Twin Flame Connection');
    expect(text).toContain('$49.99');
    expect(text).toMatch(/answer a few questions/i);
    expect(text).toContain('ready within 24-48 hours of your answers');
    expect(text).not.toMatch(/soulmate sketch/i);
    expect(text).not.toMatch(GUARANTEE);
    // A new customer's first receipt is how the account gets its password.
    expect(text).toMatch(SET_PASSWORD_LINK);
  });

  it('the meditation audio from the catalogue: nothing to answer first, ready the moment it is paid', async () => {
    const code = await catalogueOrder(api, PRODUCT_IDS.manifestationAudio, 'audio-receipt@example.com');
    await checkoutAndPay(api, stripe, code);
    const text = await receiptTo('audio-receipt@example.com');
    expect(text).toContain('Manifestation Audio');
    expect(text).toContain('$6.00');
    expect(text).not.toMatch(/answer a few questions/i);
    expect(text).toContain('Your Manifestation Audio is ready now: play it from your account (Ready to View).');
    expect(text).not.toMatch(/24-48 hours/);
    expect(text).not.toMatch(/soulmate sketch/i);
    expect(text).not.toMatch(GUARANTEE);
  });
});
