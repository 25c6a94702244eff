import { afterAll, beforeAll, expect, it } from 'vitest';
import { requiredWork } from '@shared/domain/content-testing';
import { PRODUCT_IDS } from '@shared/domain/products';
import { generateRequestCode } from '@shared/domain/request-code';
import { createCustomer, createStaff, requestAs } from '../../testing/accounts';
import { describeEachDatabase, freeReadingBody, startTestApi, type TestApi } from '../../testing/test-api';

const SECRET = 'The Two of Cups says they already know your laugh.';
const SAVE = {
  sketchUrl: '/uploads/AbCdEfGhIjKlMnOpQrStUv.png',
  sketchAlt: 'A pencil portrait of a man with kind eyes',
  readingNotes: 'The Lovers card crossed by the Star.\n\nA patient, warm soul is on the way.',
  premium: { ...requiredWork(PRODUCT_IDS.premiumSoulmateReading), soulmateAppearance: 'Tall, with kind grey eyes.', soulmateReportIntroduction: SECRET, vedicReport: 'Jupiter smiles on you.' },
};

describeEachDatabase('the premium reading (GET /api/premium-readings/:code)', (database) => {
  let api: TestApi;
  let owner: string;
  let other: string;
  let staff: string;
  let paidCode: string;
  let unpaidCode: string;

  const premium = (code: string, cookie?: string) => requestAs(api, cookie, 'GET', `/api/premium-readings/${code}`);
  const itemOf = async (code: string) =>
    Number((await api.container.db.knex('readings as r').join('orders as o', 'o.id', 'r.order_id').where('o.request_code', code).first('r.id')).id);
  const complete = async (code: string, body: object) => {
    // These orders' questionnaires are not answered here: staff deliver without the answers, as they confirm in the editor.
    const response = await requestAs(api, staff, 'PATCH', `/api/admin/readings/${await itemOf(code)}`, { body: JSON.stringify({ deliverWithoutAnswers: true, ...body }), headers: { 'content-type': 'application/json' } });
    expect(response.status, await response.clone().text()).toBe(200);
    return response.json();
  };

  /** A free request; `cookie`: sent signed in (the unpaid request is then on that account). */
  async function freeRequest(email: string, cookie?: string): Promise<string> {
    const response = await api.request('POST', '/api/free-soulmate', { body: freeReadingBody({ email, name: 'Cass Customer' }), headers: cookie ? { cookie } : {} });
    expect(response.status).toBe(201);
    return response.body.order.requestCode as string;
  }

  /** Pays with the sandbox's success card, through the shop's own fulfilment (bonus orders and all). */
  async function pay(code: string): Promise<void> {
    const intent = (await api.request('POST', `/api/create-payment-intent/${code}`, { body: {} })).body;
    const confirm = await api.request('POST', `/api/sandbox/payment-intents/${intent.paymentIntentId}/confirm`, {
      body: { clientSecret: intent.clientSecret, card: { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' } },
    });
    expect(confirm.body.status).toBe('succeeded');
  }

  beforeAll(async () => {
    api = await startTestApi(database, { FREE_READING_RATE_LIMIT: '1000/60', LOGIN_ATTEMPTS_PER_CLIENT: '1000/60' });
    owner = (await createCustomer(api, 'cass@example.com')).cookie;
    other = (await createCustomer(api, 'otto@example.com', 'Otto Other')).cookie;
    staff = (await createStaff(api)).cookie;
    paidCode = await freeRequest('cass@example.com');
    await pay(paidCode);
    unpaidCode = await freeRequest('cass@example.com', owner);
  });
  afterAll(async () => api?.close());

  it('answers a paid reading staff have not finished with what exists and completed: false', async () => {
    const response = await premium(paidCode, owner);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ requestCode: paidCode, productId: PRODUCT_IDS.premiumSoulmateReading, completed: false, sketch: null, notes: null, premium: {} });
    expect(body.profile).toEqual({ name: 'Cass Customer', birthdate: '1992-03-14', zodiacSign: 'pisces', question: 'When will I meet the love of my life?', readingDate: null });
  });

  it('gives the owner the whole reading: profile, sketch, notes, the premium parts that exist and the bonus orders', async () => {
    const saved = await complete(paidCode, SAVE);
    const response = await premium(paidCode, owner);
    expect(response.status).toBe(200);
    const body = await response.json();
    const bonuses = await api.container.db.knex('orders').whereIn('product_id', [5, 6, 7]).andWhere('email', 'cass@example.com').orderBy('product_id').select('product_id', 'request_code');
    expect(body).toEqual({
      requestCode: paidCode,
      productId: PRODUCT_IDS.premiumSoulmateReading,
      productName: 'Premium Soulmate Reading',
      completed: true,
      profile: { name: 'Cass Customer', birthdate: '1992-03-14', zodiacSign: 'pisces', question: 'When will I meet the love of my life?', readingDate: saved.completedAt },
      sketch: { url: SAVE.sketchUrl, alt: SAVE.sketchAlt },
      notes: SAVE.readingNotes,
      premium: SAVE.premium,
      // Each bonus is its own order; the meditation was delivered with the payment.
      bonusOrders: bonuses.map((row: { product_id: number; request_code: string }) => ({ productId: Number(row.product_id), requestCode: row.request_code, completed: Number(row.product_id) === PRODUCT_IDS.manifestationAudio })),
    });
    expect(body.bonusOrders).toHaveLength(3);
  });

  it('gives staff the same reading', async () => {
    const [asOwner, asStaff] = await Promise.all([premium(paidCode, owner), premium(paidCode, staff)]);
    expect(asStaff.status).toBe(200);
    expect(await asStaff.json()).toEqual(await asOwner.json());
  });

  it('refuses another customer with 403 forbidden and never sends them the premium text', async () => {
    const response = await premium(paidCode, other);
    expect(response.status).toBe(403);
    const text = await response.text();
    expect(JSON.parse(text).error.code).toBe('forbidden');
    for (const secret of [SECRET, SAVE.readingNotes, SAVE.sketchUrl, 'Jupiter']) expect(text).not.toContain(secret);
    expect((await premium(unpaidCode, other)).status).toBe(403);
  });

  it('asks a signed-out visitor to log in (401), whether the code is known or not', async () => {
    for (const code of [paidCode, unpaidCode, generateRequestCode()]) {
      const response = await premium(code);
      expect(response.status, code).toBe(401);
      const text = await response.text();
      expect(JSON.parse(text).error.code).toBe('unauthorized');
      expect(text).not.toContain(SECRET);
    }
  });

  it('sends the owner of an unpaid order to payment (409 payment_required), staff still read it', async () => {
    const response = await premium(unpaidCode, owner);
    expect(response.status).toBe(409);
    expect((await response.json()).error.code).toBe('payment_required');
    expect((await premium(unpaidCode, staff)).status).toBe(200);
  });

  it('answers 404 not_found for an unknown code, and for a malformed one', async () => {
    const unknown = await premium(generateRequestCode(), owner);
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).error.code).toBe('not_found');
    expect((await premium('nonsense', owner)).status).toBe(404);
  });

  it('shows a bonus order as its own reading, with its parent reading’s profile and its own fields only', async () => {
    const spirit = (await api.container.db.knex('orders').where({ email: 'cass@example.com', product_id: PRODUCT_IDS.spiritAnimalTarot }).first('request_code')).request_code as string;
    await complete(spirit, { premium: { spiritAnimalTarot: 'The white wolf walks beside you.' } });
    const body = await (await premium(spirit, owner)).json();
    expect(body).toMatchObject({
      productId: PRODUCT_IDS.spiritAnimalTarot,
      productName: 'Spirit-Animal Love Tarot',
      completed: true,
      sketch: null,
      notes: null,
      premium: { spiritAnimalTarot: 'The white wolf walks beside you.' },
      bonusOrders: [],
    });
    expect(body.profile).toMatchObject({ name: 'Cass Customer', birthdate: '1992-03-14', zodiacSign: 'pisces', question: 'When will I meet the love of my life?' });
    // The full reading now shows that bonus as ready.
    const parent = await (await premium(paidCode, owner)).json();
    expect(parent.bonusOrders.find((bonus: { requestCode: string }) => bonus.requestCode === spirit)).toMatchObject({ completed: true });
  });
});
