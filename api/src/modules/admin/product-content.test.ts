import { afterAll, beforeAll, expect, it } from 'vitest';
import { requiredWork } from '@shared/domain/content-testing';
import { PRODUCT_IDS } from '@shared/domain/products';
import { SKETCH_MESSAGES } from '@shared/schemas/admin';
import { createStaff } from '../../testing/accounts';
import { describeEachDatabase, freeReadingBody, startTestApi, type TestApi } from '../../testing/test-api';

const SKETCH = {
  sketchUrl: 'https://cdn.example.com/sketches/iris.png',
  sketchAlt: 'A pencil sketch of a woman with a bright smile',
  readingNotes: 'The Lovers card crossed by the Star: a patient, warm soul is on the way.',
};

/**
 * Staff complete every product in the one editor, with the fields that fit it (shared/domain/reading-
 * content.ts): a sketch only where one is drawn (1, 2, 4), each bonus and catalogue reading its own
 * required text, and no field that belongs to another product. Each "ready" mail opens its own view.
 */
describeEachDatabase('completing each product with its own fields', (database) => {
  let api: TestApi;
  let staff: string;
  const items = new Map<number, { id: number; requestCode: string }>();

  // These orders' questionnaires are not answered here: staff deliver without the answers, as they confirm in the editor.
  const save = (id: number, body: object) => api.request('PATCH', `/api/admin/readings/${id}`, { body: { deliverWithoutAnswers: true, ...body }, headers: { cookie: staff } });
  const readyLink = async (email: string) => {
    const mail = await api.container.outbox.latestFor(email);
    return /View My Reading: (\S+)/.exec(mail!.text)?.[1];
  };

  /** Pays with the sandbox's success card, through the shop's own fulfilment. */
  async function pay(code: string): Promise<void> {
    const intent = (await api.request('POST', `/api/create-payment-intent/${code}`, { body: {} })).body;
    const confirm = await api.request('POST', `/api/sandbox/payment-intents/${intent.paymentIntentId}/confirm`, {
      body: { clientSecret: intent.clientSecret, card: { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' } },
    });
    expect(confirm.body.status).toBe('succeeded');
  }

  beforeAll(async () => {
    api = await startTestApi(database, { ORDER_RATE_LIMIT: '1000/60' });
    staff = (await createStaff(api)).cookie;
    const free = await api.request('POST', '/api/free-soulmate', { body: freeReadingBody({ email: 'iris@example.com' }) });
    await pay(free.body.order.requestCode);
    for (const productId of [PRODUCT_IDS.soulmateReading, PRODUCT_IDS.loveForecast]) {
      const order = await api.request('POST', '/api/orders', { body: { productId, name: 'Iris Fresh', email: 'iris@example.com' } });
      expect(order.status, JSON.stringify(order.body)).toBe(201);
      await pay(order.body.order.requestCode);
    }
    const rows = await api.container.db.knex('readings as r').join('orders as o', 'o.id', 'r.order_id').where('o.email', 'iris@example.com').select('r.id', 'o.product_id', 'o.request_code');
    for (const row of rows) items.set(Number(row.product_id), { id: Number(row.id), requestCode: String(row.request_code) });
    expect([...items.keys()].sort()).toEqual([1, 3, 4, 5, 6, 7]);
  });
  afterAll(async () => api?.close());

  it('completes a bonus spread with its own text alone: no sketch, no notes', async () => {
    const spirit = items.get(PRODUCT_IDS.spiritAnimalTarot)!;
    const response = await save(spirit.id, { sketchUrl: '', sketchAlt: '', readingNotes: '', premium: { spiritAnimalTarot: 'The white wolf walks beside you.' } });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body).toMatchObject({ readingCompleted: true, sketchUrl: null, sketchAlt: null, readingNotes: null, premium: { spiritAnimalTarot: 'The white wolf walks beside you.' } });
    expect(await readyLink('iris@example.com')).toBe(`http://shop.test/premium-reading/${spirit.requestCode}?type=spirit-animal`);
  });

  it('refuses a bonus spread without its text, naming the field', async () => {
    const moneyTree = items.get(PRODUCT_IDS.moneyTree)!;
    const response = await save(moneyTree.id, { premium: { moneyTreeTarot: '   ' } });
    expect(response.status).toBe(422);
    expect(Object.keys(response.body.error.details)).toEqual(['premium.moneyTreeTarot']);
    expect(Object.keys((await save(moneyTree.id, {})).body.error.details)).toEqual(['premium.moneyTreeTarot']);
  });

  it('refuses a field that belongs to another product', async () => {
    const forecast = items.get(PRODUCT_IDS.loveForecast)!;
    const response = await save(forecast.id, { premium: { soulmateReportIntroduction: 'A year of open doors.', moneyTreeTarot: 'Not this one.' } });
    expect(response.status).toBe(422);
    expect(response.body.error.details['premium.moneyTreeTarot']).toEqual([expect.stringContaining('Money-Tree 5-Card Spread')]);
    expect((await save(forecast.id, { premium: { soulmateReportIntroduction: 'A year of open doors.', soulmateReportWhenYouMeet: 'May and October.' } })).status).toBe(200);
    expect(await readyLink('iris@example.com')).toBe(`http://shop.test/premium-reading/${forecast.requestCode}?type=love-forecast`);
  });

  it('requires the sketch, its description and the notes for the catalogue soulmate reading, as for the premium one', async () => {
    const soulmate = items.get(PRODUCT_IDS.soulmateReading)!;
    const missing = await save(soulmate.id, { premium: { soulmateAppearance: 'Tall.' } });
    expect(missing.status).toBe(422);
    expect(missing.body.error.details).toMatchObject({ sketchUrl: [SKETCH_MESSAGES.sketch], sketchAlt: [SKETCH_MESSAGES.alt], readingNotes: [SKETCH_MESSAGES.notes] });
    // A paid reading: its required sections too, every empty one named.
    expect(Object.keys(missing.body.error.details)).toContain('premium.soulmateReportIntroduction');
    expect(Object.keys(missing.body.error.details)).not.toContain('premium.soulmateAppearance');
    expect((await save(soulmate.id, { ...SKETCH, premium: { ...requiredWork(PRODUCT_IDS.soulmateReading), soulmateAppearance: 'Tall.' } })).status).toBe(200);
    expect(await readyLink('iris@example.com')).toBe(`http://shop.test/premium-soulmate-reading/${soulmate.requestCode}`);
    expect((await save(items.get(PRODUCT_IDS.premiumSoulmateReading)!.id, { premium: {} })).status).toBe(422);
  });

  it('refuses a bonus’s text on the premium reading under its own name: each bonus is written and delivered as its own order', async () => {
    const premium = items.get(PRODUCT_IDS.premiumSoulmateReading)!;
    const response = await save(premium.id, { ...SKETCH, premium: { ...requiredWork(PRODUCT_IDS.premiumSoulmateReading), spiritAnimalTarot: 'The white wolf walks beside you.' } });
    expect(response.status).toBe(422);
    expect(response.body.error.details).toEqual({
      'premium.spiritAnimalTarot': [
        '“What Your Spirit Animal Reveals” (spiritAnimalTarot) is not part of this reading: it belongs to the Spirit-Animal Love Tarot, an order of its own. Write that text in that order\'s editor.',
      ],
    });
    const unknown = await save(premium.id, { ...SKETCH, premium: { ...requiredWork(PRODUCT_IDS.premiumSoulmateReading), crystalBall: 'Shiny.' } });
    expect(unknown.status).toBe(422);
    expect(unknown.body.error.details).toEqual({ premium: ['No reading has a section “crystalBall”.'] });
  });

  it('has the audio delivered with the payment (our meditation): a save with nothing to fill in tells nobody again', async () => {
    const audio = items.get(PRODUCT_IDS.manifestationAudio)!;
    const before = await readyLink('iris@example.com');
    const response = await save(audio.id, {});
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ readingCompleted: true, status: 'completed', premium: null });
    expect(await readyLink('iris@example.com')).toBe(before);
  });
});
