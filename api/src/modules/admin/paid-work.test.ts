import { afterAll, beforeAll, expect, it } from 'vitest';
import { PAID_READING_DELIVERY } from '@shared/domain/delivery';
import { requiredWork } from '@shared/domain/content-testing';
import { PRODUCT_IDS } from '@shared/domain/products';
import type { AdminReading } from '@shared/schemas/admin';
import { createStaff } from '../../testing/accounts';
import { answerOffer, catalogueOrder, checkoutAndPay, freeRequest, signedEvent, stripeEnv } from '../../testing/funnel';
import { startStripeStandIn, type StripeStandIn } from '../../testing/stripe-stand-in';
import { describeEachDatabase, startTestApi, type TestApi } from '../../testing/test-api';

const HOUR_MS = 60 * 60 * 1000;
const SAVE = {
  sketchUrl: 'https://cdn.example.com/sketches/vera.png',
  sketchAlt: 'A pencil sketch of a man with a warm smile',
  readingNotes: 'The Lovers card crossed by the Star: a patient, warm soul is on the way.\n\nThe second paragraph.',
};

/**
 * Paying opens work (docs/decisions/010): the premium reading goes back to the staff queue as pending with the
 * paid promise, the free reading's sketch and notes kept; each bonus, upsell and catalogue order is its
 * own pending item, except the meditation, delivered at the payment; a staff save completes one item
 * and mails its own link; a refund takes the order's items out of the pending queue.
 */
describeEachDatabase('paid work in the staff queue', (database) => {
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

  async function queue(email: string, tab = 'all'): Promise<AdminReading[]> {
    const response = await api.request('GET', `/api/admin/readings?tab=${tab}&pageSize=50&search=${encodeURIComponent(email)}`, { headers: { cookie: staff } });
    expect(response.status).toBe(200);
    return response.body.items;
  }
  async function save(id: number, body: object): Promise<AdminReading> {
    // These orders' questionnaires are not answered here: staff deliver without the answers, as they confirm in the editor.
    const response = await api.request('PATCH', `/api/admin/readings/${id}`, { body: { deliverWithoutAnswers: true, ...body }, headers: { cookie: staff } });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body;
  }
  const orderRow = (code: string) => api.container.db.knex('orders').where({ request_code: code }).first();
  const readyLinks = async (email: string) =>
    (await api.container.db.knex('notification_outbox').where({ to_address: email, kind: 'reading-ready' }).orderBy('id').select('text_body')).map(
      (mail) => /View My Reading: (\S+)/.exec(mail.text_body)?.[1],
    );
  const byProduct = (items: AdminReading[], productId: number) => items.find((item) => item.productId === productId)!;

  it('reopens a completed free reading as pending premium work when it is paid, keeping its sketch and notes', async () => {
    const code = await freeRequest(api, 'reopen@example.com');
    const [free] = await queue('reopen@example.com');
    const completed = await save(free!.id, SAVE);
    expect(completed).toMatchObject({ readingCompleted: true, status: 'completed' });

    await checkoutAndPay(api, stripe, code);
    const paidAt = new Date((await orderRow(code)).payment_date).getTime();
    const pending = await queue('reopen@example.com', 'pending');
    expect(pending.map((item) => item.productId).sort()).toEqual([1, 5, 6]);
    const dueAt = new Date(paidAt + PAID_READING_DELIVERY.maxHours * HOUR_MS).toISOString();

    const premium = byProduct(pending, PRODUCT_IDS.premiumSoulmateReading);
    // The full reading asks its onboarding questions: it waits for them, with no due time yet.
    expect(premium).toMatchObject({
      id: free!.id,
      productName: 'Premium Soulmate Reading',
      isPaid: true,
      readingCompleted: false,
      status: 'needs_input',
      dueAt: null,
      overdue: false,
      completedAt: null,
      // The free reading as it was delivered, and when.
      freeCompletedAt: completed.completedAt,
      sketchUrl: SAVE.sketchUrl,
      readingNotes: SAVE.readingNotes,
      question: free!.question,
    });
    const names = { [PRODUCT_IDS.spiritAnimalTarot]: 'Spirit-Animal Love Tarot', [PRODUCT_IDS.moneyTree]: 'Money-Tree 5-Card Spread' };
    for (const [productId, productName] of Object.entries(names)) {
      const bonus = byProduct(pending, Number(productId));
      // The spirit animal and money tree ask their questions first; the audio asks nothing and is due from the payment.
      const asks = Number(productId) !== PRODUCT_IDS.manifestationAudio;
      expect(bonus).toMatchObject({
        productName,
        isPaid: true,
        readingCompleted: false,
        status: asks ? 'needs_input' : 'in_progress',
        dueAt: asks ? null : dueAt,
        sketchUrl: null,
        question: null,
        freeCompletedAt: null,
      });
      expect(bonus.orderId).not.toBe(premium.orderId);
    }
    // The meditation is delivered with the payment: completed at once, nothing owed.
    const audio = byProduct(await queue('reopen@example.com', 'completed'), PRODUCT_IDS.manifestationAudio);
    expect(audio).toMatchObject({ productName: 'Manifestation Audio', isPaid: true, readingCompleted: true, status: 'completed', overdue: false });
    expect(Date.parse(audio.completedAt!)).toBe(paidAt);
    // The free reading's page still shows what was delivered.
    const publicReading = await api.request('GET', `/api/readings/by-code/${code}`);
    expect(publicReading.body).toMatchObject({ sketchUrl: SAVE.sketchUrl });
  });

  it('queues the upsell and a paid catalogue order as their own items; a save completes one item and mails its own link', async () => {
    const code = await freeRequest(api, 'items@example.com');
    const payer = await checkoutAndPay(api, stripe, code);
    expect((await answerOffer(api, code, payer)).status).toBe('accepted');
    const flame = await catalogueOrder(api, PRODUCT_IDS.twinFlameReading, 'items@example.com');
    // An unpaid catalogue order is nothing to do yet.
    expect((await queue('items@example.com')).some((item) => item.productId === PRODUCT_IDS.twinFlameReading)).toBe(false);
    await checkoutAndPay(api, stripe, flame);

    const pending = await queue('items@example.com', 'pending');
    expect(pending.map((item) => item.productId).sort()).toEqual([1, 5, 6, 8, 9]);
    expect(byProduct(pending, PRODUCT_IDS.manifestationSystem)).toMatchObject({ productName: 'Soulmate Manifestation System', isPaid: true, status: 'in_progress' });
    const flameItem = byProduct(pending, PRODUCT_IDS.twinFlameReading);
    // The twin flame reading waits for its questionnaire: no due time, and no e-mail confirmation to show.
    expect(flameItem).toMatchObject({ productName: 'Twin Flame Connection', birthdate: null, question: null, soulmateTrait: null, genderPreference: null });
    expect(flameItem).toMatchObject({ status: 'needs_input', dueAt: null, overdue: false, confirmed: null });

    const premium = byProduct(pending, PRODUCT_IDS.premiumSoulmateReading);
    const moneyTree = byProduct(pending, PRODUCT_IDS.moneyTree);
    expect(await save(premium.id, { ...SAVE, premium: { ...requiredWork(PRODUCT_IDS.premiumSoulmateReading), soulmateAppearance: 'Tall, with kind grey eyes.' } })).toMatchObject({
      readingCompleted: true,
      status: 'completed',
    });
    // Each product's own fields (shared/domain/reading-content.ts); neither has a sketch to draw.
    expect(await save(flameItem.id, { premium: { soulmateReportIntroduction: 'Your twin flame mirrors you.' } })).toMatchObject({ readingCompleted: true, status: 'completed' });
    expect(await save(moneyTree.id, { premium: { moneyTreeTarot: 'The Ace of Pentacles takes root.' } })).toMatchObject({ readingCompleted: true, status: 'completed' });
    // Each mail opens the product's own view of the reading.
    expect(await readyLinks('items@example.com')).toEqual([
      `http://shop.test/premium-soulmate-reading/${code}`,
      `http://shop.test/premium-reading/${flameItem.requestCode}?type=twin-flame`,
      `http://shop.test/premium-reading/${moneyTree.requestCode}?type=money-tree`,
    ]);
    const mail = await api.container.outbox.latestFor('items@example.com');
    expect(mail?.subject).toContain('Money-Tree 5-Card Spread');

    const after = await queue('items@example.com', 'pending');
    expect(after.map((item) => item.productId).sort()).toEqual([5, 9]);
  });

  it('takes a refunded order and its bonus orders out of the pending queue, shown as refunded', async () => {
    const code = await freeRequest(api, 'refunded@example.com');
    await checkoutAndPay(api, stripe, code);
    expect(await queue('refunded@example.com', 'pending')).toHaveLength(3);
    const { payment_intent_id: paymentIntentId } = await orderRow(code);
    const refunded = await api.request('POST', '/api/stripe/webhook', signedEvent('evt_refund_work', 'charge.refunded', stripe.refundOutside(paymentIntentId)));
    expect(refunded.status).toBe(200);

    expect(await queue('refunded@example.com', 'pending')).toEqual([]);
    const items = await queue('refunded@example.com');
    expect(items).toHaveLength(4);
    expect(items.every((item) => item.status === 'refunded' && !item.overdue)).toBe(true);
    const counts = (await api.request('GET', '/api/admin/readings?search=refunded%40example.com', { headers: { cookie: staff } })).body.counts;
    expect(counts).toEqual({ all: 4, pending: 0, completed: 4 });
  });
});
