import { afterAll, beforeAll, expect, it } from 'vitest';
import { requiredWork } from '@shared/domain/content-testing';
import { PRODUCT_IDS } from '@shared/domain/products';
import { createCustomer, createStaff, requestAs } from '../testing/accounts';
import { freeRequest, pay, signedEvent, startCheckout, stripeEnv } from '../testing/funnel';
import { SKETCH_WORK } from '../testing/staff-work';
import { standInPage, standInRenderBuild } from '../testing/stand-in-render';
import { startStripeStandIn, type StripeStandIn } from '../testing/stripe-stand-in';
import { describeEachDatabase, startTestApi, type TestApi } from '../testing/test-api';

const FIRST_PARAGRAPH = 'The cards show a warm meeting under an autumn moon.';
const PAID_PARAGRAPH = 'What only the paid reading tells: the name begins with an M.';
const NOTES = `${FIRST_PARAGRAPH}\n\n${PAID_PARAGRAPH}`;

/**
 * The server keeps the reading pages it renders and serves them again for the same address and the
 * same answers (docs/decisions/028), so a page opened again costs about what the JSON read costs. A copy
 * is never served to a visitor whom the API would answer otherwise: each page here must hold exactly
 * what the API answers the same visitor at that moment, whatever was opened before, by whom.
 */
describeEachDatabase("the server's copies of reading pages", (database) => {
  let api: TestApi;
  let stripe: StripeStandIn;
  let build: ReturnType<typeof standInRenderBuild>;
  let serial = 0;

  beforeAll(async () => {
    build = standInRenderBuild();
    stripe = await startStripeStandIn();
    api = await startTestApi(database, { ...stripeEnv(stripe), STATIC_DIR: build.pwa });
  });
  afterAll(async () => {
    await api?.close();
    await stripe?.close();
    build?.remove();
  });

  const knex = () => api.container.db.knex;
  const headersOf = (cookie?: string): Record<string, string> => (cookie ? { cookie } : {});

  async function page(path: string, cookie?: string): Promise<string> {
    const response = await api.request('GET', path, { headers: headersOf(cookie) });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    return String(response.body);
  }

  /** Opens `/first-reading/{code}` as `cookie` (none: signed out); checks it holds what the API answers that visitor now. */
  async function opened(code: string, cookie?: string) {
    const html = await page(`/first-reading/${code}`, cookie);
    const expected = {
      reading: (await api.request('GET', `/api/readings/by-code/${code}`, { headers: headersOf(cookie) })).body,
      prices: (await api.request('GET', '/api/prices')).body,
      socialProof: (await api.request('GET', '/api/social-proof')).body,
    };
    const { root, handedOver } = standInPage(html);
    expect(root).toEqual(expected);
    expect(handedOver).toEqual(expected);
    return expected.reading;
  }

  it('renders a page once for the same address and answers, and serves that copy again', async () => {
    const code = await freeRequest(api, `again-${++serial}@example.com`);
    const before = build.renders();
    const first = await page(`/first-reading/${code}`);
    const second = await page(`/first-reading/${code}`);
    expect(second).toBe(first);
    expect(build.renders() - before).toBe(1);
    // Compressed for a browser that takes it, from the same copy.
    for (const encoding of ['br', 'gzip']) {
      const compressed = await api.request('GET', `/first-reading/${code}`, { headers: { 'accept-encoding': encoding } });
      expect(compressed.headers.get('content-encoding')).toBe(encoding);
      expect(compressed.body).toBe(first);
    }
    // Brotli, the smaller, whatever order the browser lists them in (as Chromium does).
    const chromium = await api.request('GET', `/first-reading/${code}`, { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(chromium.headers.get('content-encoding')).toBe('br');
    expect(build.renders() - before).toBe(1);
    // Another address of the same reading is another page.
    await page(`/sales/${code}`);
    expect(build.renders() - before).toBe(2);
  });

  it("never serves the payer's page to a visitor who may see less: before and after payment, after staff complete it, after a refund", async () => {
    const email = `payer-${++serial}@example.com`;
    const payer = await createCustomer(api, email);
    const otherAccount = await createCustomer(api, `other-${serial}@example.com`);
    const staff = await createStaff(api, `staff-${serial}@example.com`);
    const code = await freeRequest(api, email);
    const { id: orderId } = await knex()('orders').where({ request_code: code }).first();
    await knex()('readings').where({ order_id: orderId }).update({ reading_notes: NOTES });

    // Before the payment, the owner too reads the preview.
    expect((await opened(code, payer.cookie)).readingNotes).not.toContain(PAID_PARAGRAPH);
    expect((await opened(code)).readingNotes).not.toContain(PAID_PARAGRAPH);

    const checkout = await startCheckout(api, code);
    await pay(api, stripe, code, checkout);
    const paid = await opened(code, payer.cookie);
    expect(paid).toMatchObject({ access: 'full', isPaid: true });
    expect(paid.readingNotes).toContain(PAID_PARAGRAPH);
    // The payer's page was rendered last: a stranger and another account still get the preview.
    expect((await opened(code)).readingNotes).not.toContain(PAID_PARAGRAPH);
    expect((await opened(code, otherAccount.cookie)).readingNotes).not.toContain(PAID_PARAGRAPH);

    // Staff complete the reading: every visitor's page shows it done, the paid part still the payer's.
    const { id: readingId } = await knex()('readings').where({ order_id: orderId }).first();
    const saved = await requestAs(api, staff.cookie, 'PATCH', `/api/admin/readings/${readingId}`, {
      // The payer answered no questions: staff confirm they deliver without them.
      body: JSON.stringify({ ...SKETCH_WORK, readingNotes: NOTES, premium: requiredWork(PRODUCT_IDS.premiumSoulmateReading), deliverWithoutAnswers: true }),
      headers: { 'content-type': 'application/json' },
    });
    expect(saved.status, await saved.text()).toBe(200);
    const completed = await opened(code, payer.cookie);
    expect(completed).toMatchObject({ readingCompleted: true, sketchUrl: SKETCH_WORK.sketchUrl, access: 'full' });
    expect(completed.readingNotes).toContain(PAID_PARAGRAPH);
    const strangerAfterCompletion = await opened(code);
    expect(strangerAfterCompletion).toMatchObject({ readingCompleted: true, access: 'preview' });
    expect(strangerAfterCompletion.readingNotes).not.toContain(PAID_PARAGRAPH);

    // A refund: the payer's own page no longer holds the paid part either.
    const asked = await api.request('POST', `/api/admin/orders/${orderId}/refund`, { body: { reason: 'Asked within 48 hours' }, headers: { cookie: staff.cookie } });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    const event = signedEvent(`evt_refunded_${checkout.paymentIntentId}`, 'charge.refunded', stripe.charge(checkout.paymentIntentId));
    expect((await api.request('POST', '/api/stripe/webhook', event)).status).toBe(200);
    const refunded = await opened(code, payer.cookie);
    expect(refunded.access).toBe('preview');
    expect(refunded.readingNotes).not.toContain(PAID_PARAGRAPH);
    expect((await opened(code)).readingNotes).not.toContain(PAID_PARAGRAPH);
  });
});
